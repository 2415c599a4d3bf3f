import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { listMyOffers, type PromoOffer } from '../../api/promos';
import { formatDateTime } from '../../i18n/format-date';
import { LeftToRight } from '../../i18n/left-to-right';
import { usePageTitle } from '../../i18n/use-page-title';
import { useAppSession } from '../shared/app-session';
import { formatAmount } from '../shared/money-format';
import { PageButtons, usePageTokens } from '../shared/page-tokens';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { useLanguage } from '../../i18n/language-provider';

/** The promos the rider can use now, paged on the server; 'Use' takes the code to the booking screen. */
export default function OffersPage() {
  const { t } = useTranslation();
  usePageTitle('offers.title');
  const pages = usePageTokens();
  const offers = useLoad(() => listMyOffers({ limit: 10, nextToken: pages.token }), [pages.token]);
  return (
    <section className="wf-card" aria-labelledby="offers-title">
      <h2 id="offers-title">{t('offers.title')}</h2>
      {offers.loading && <Loading />}
      {offers.error && <ErrorMessage error={offers.error} onRetry={() => void offers.reload()} />}
      {offers.data?.items.length === 0 && <Empty messageKey="No promos available." />}
      <ul className="wf-list" data-testid="offers">
        {offers.data?.items.map((offer) => (
          <Offer key={offer.id} offer={offer} />
        ))}
      </ul>
      <PageButtons pages={pages} nextToken={offers.data?.nextToken} />
    </section>
  );
}

function Offer({ offer }: { offer: PromoOffer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { settings } = useAppSession();
  const { dateLocale } = useLanguage().current;
  const money = (amount: number) => formatAmount(amount, settings);
  const discount =
    offer.promo_discount_type === 'flat'
      ? t('offers.flat', { amount: money(offer.promo_discount_value) })
      : offer.max_promo_discount_value > 0
        ? t('offers.percentCapped', {
            percent: offer.promo_discount_value,
            max: money(offer.max_promo_discount_value),
          })
        : t('offers.percent', { percent: offer.promo_discount_value });
  return (
    <li data-testid="offer">
      <p className="wf-row" style={{ margin: 0 }}>
        <strong className="grow">
          <LeftToRight>{offer.promo_name}</LeftToRight>
        </strong>
        <button
          type="button"
          className="primary"
          onClick={() => navigate(`/ride?promo=${encodeURIComponent(offer.promo_name)}`)}
          data-testid="offer-use"
        >
          {t('offers.use')}
        </button>
      </p>
      {/* The operator's words, in their own direction: '$5 off' keeps its order in Arabic. */}
      {offer.promo_description && (
        <p style={{ margin: 0 }}>
          <bdi data-testid="offer-description">{offer.promo_description}</bdi>
        </p>
      )}
      <p className="wf-muted" style={{ margin: 0 }} data-testid="offer-terms">
        {[
          discount,
          offer.min_order > 0 ? t('offers.minOrder', { amount: money(offer.min_order) }) : null,
          offer.promo_validity === null
            ? t('offers.noEnd')
            : t('offers.until', {
                time: formatDateTime(offer.promo_validity, dateLocale),
              }),
          t('offers.usesLeft', { count: offer.usesLeft }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </li>
  );
}
