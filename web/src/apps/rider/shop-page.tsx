import { multiplyMoney, toAmount, toMoney } from '@wayfare/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listCategories, listProducts, type Product } from '../../api/shop';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { cartGoodsTotal, useCart } from './cart-store';
import { usePageTitle } from '../../i18n/use-page-title';

/**
 * The shop screen (product.md §1): categories, their products and a cart kept on the device; checkout books a
 * delivery.
 */
export default function ShopPage() {
  const { t } = useTranslation();
  usePageTitle('shop.title');
  const { settings } = useAppSession();
  const categories = useLoad(() => listCategories(), []);
  const [category, setCategory] = useState<string | null>(null);
  const [pages, setPages] = useState<string | null>(null);
  const products = useLoad(() => listProducts(category, pages), [category, pages]);
  const cart = useCart();
  const quantityOf = (product: Product) =>
    cart.items.find((item) => item.product.id === product.id)?.quantity ?? 0;

  return (
    <>
      <h2>{t('shop.title')}</h2>
      <nav aria-label={t('shop.categories')} className="wf-row">
        {categories.loading && <Loading />}
        {categories.error && (
          <ErrorMessage error={categories.error} onRetry={() => void categories.reload()} />
        )}
        <button
          type="button"
          aria-pressed={category === null}
          onClick={() => {
            setCategory(null);
            setPages(null);
          }}
        >
          {t('shop.all')}
        </button>
        {categories.data?.items.map((item) => (
          <button
            key={item.id}
            type="button"
            aria-pressed={category === item.id}
            onClick={() => {
              setCategory(item.id);
              setPages(null);
            }}
          >
            {item.name}
          </button>
        ))}
      </nav>
      {products.loading && <Loading />}
      {products.error && <ErrorMessage error={products.error} onRetry={() => void products.reload()} />}
      {products.data?.items.length === 0 && <Empty messageKey="No data available." />}
      <ul className="wf-list">
        {products.data?.items.map((product) => (
          <li key={product.id} className="wf-card" data-testid="product">
            <div className="wf-row">
              {product.image && <img src={product.image} alt="" width={64} height={64} />}
              <div className="grow">
                <h3>{product.name}</h3>
                <p className="wf-muted" style={{ margin: 0 }}>
                  {product.size} · {product.description}
                </p>
                <strong>{formatAmount(product.amount, settings)}</strong>
              </div>
            </div>
            <div className="wf-row">
              <button
                type="button"
                aria-label={t('shop.remove', { name: product.name })}
                disabled={quantityOf(product) === 0}
                onClick={() => cart.change(product, -1)}
              >
                −
              </button>
              <span aria-live="polite">{t('shop.inCart', { count: quantityOf(product) })}</span>
              <button
                type="button"
                aria-label={t('shop.add', { name: product.name })}
                onClick={() => cart.change(product, 1)}
                data-testid="add-to-cart"
              >
                +
              </button>
            </div>
          </li>
        ))}
      </ul>
      {products.data?.nextToken && (
        <button type="button" onClick={() => setPages(products.data!.nextToken ?? null)}>
          {t('table.nextPage')}
        </button>
      )}
      <section className="wf-card" aria-labelledby="cart-title">
        <h3 id="cart-title">{t('shop.cart')}</h3>
        {cart.items.length === 0 ? (
          <Empty messageKey="shop.cartEmpty" />
        ) : (
          <ul className="wf-list" data-testid="cart">
            {cart.items.map((item) => (
              <li key={item.product.id} className="wf-row">
                <span className="grow">
                  {item.quantity} × {item.product.name}
                </span>
                <span>
                  {formatAmount(
                    toAmount(multiplyMoney(toMoney(item.product.amount), item.quantity)),
                    settings,
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {cart.items.length > 0 && (
          <p className="wf-row" data-testid="cart-total">
            <span className="grow">{t('shop.cartTotal')}</span>
            <strong>{formatAmount(toAmount(cartGoodsTotal(cart.items)), settings)}</strong>
          </p>
        )}
        {cart.items.length > 0 && (
          <div className="wf-row">
            <Link className="wf-button primary" to="/ride?delivery" data-testid="checkout">
              {t('shop.checkout')}
            </Link>
            <button type="button" onClick={cart.clear}>
              {t('shop.clear')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}
