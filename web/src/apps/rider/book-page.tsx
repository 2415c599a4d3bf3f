import { addMoney, MIN_BOOK_LATER_MS, toAmount, ZERO_MONEY } from '@wayfare/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError } from '../../api/api-error';
import { placeAddress } from '../../api/places';
import { createBooking, type PaymentMode, type Place } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { MapView, type MapPoint } from '../shared/map-view';
import { quoteRoute } from '../shared/trip-route';
import { formatAmount, spendableAmount } from '../shared/money-format';
import { PlaceField } from '../shared/place-field';
import { Empty, ErrorMessage, Loading } from '../shared/states';
import { useLoad } from '../shared/use-load';
import { ActiveTrips } from './active-trips';
import { firstCarTypes } from './book-reads';
import { cartGoodsTotal, useCart } from './cart-store';
import { quotePayable, useQuotes } from './use-quotes';
import { usePageTitle } from '../../i18n/use-page-title';
import { SavedPlacesCard, useRiderPlaces } from './saved-places';
import { chosenStops, StopFields, type StopDraft } from './stop-fields';

const PAYMENT_MODES: PaymentMode[] = ['cash', 'wallet', 'card'];

const toLocalInput = (ms: number): string => {
  const date = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
};

/** Where the phone is: its position and the address there, or a message why not. */
function useCurrentPlace(): { place: Place | null; errorKey: string | null } {
  const [state, setState] = useState<{ place: Place | null; errorKey: string | null }>({
    place: null,
    errorKey: null,
  });
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        void placeAddress(coords.latitude, coords.longitude).then(
          (place) =>
            active &&
            setState({
              place: place ?? { lat: coords.latitude, lng: coords.longitude, add: '' },
              errorKey: null,
            }),
          () => active && setState({ place: null, errorKey: 'location_fetch_error' }),
        ),
      () => active && setState({ place: null, errorKey: 'allow location' }),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/**
 * The rider's booking screen (product.md §1): pickup (the phone's place or a search), drop (a search or a tap
 * on the map), car types with the server's quote, promo, payment mode, now or later. With `?delivery` it is
 * the shop's checkout: delivery car types (any, where the operator has none), the cart's products beside the
 * quote, and the cart travels with the booking; a card or wallet order is paid up front.
 */
export default function BookPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, settings, reloadMe } = useAppSession();
  const [params] = useSearchParams();
  const cart = useCart();
  const checkout = params.has('delivery') && cart.items.length > 0;
  usePageTitle(checkout ? 'shop.checkout' : 'book.title');
  const here = useCurrentPlace();
  const places = useRiderPlaces();
  const [chosenPickup, setPickup] = useState<Place | null>(null);
  const [drop, setDrop] = useState<Place | null>(null);
  const [stopDrafts, setStopDrafts] = useState<StopDraft[]>([]);
  const stops = useMemo(() => chosenStops(stopDrafts), [stopDrafts]);
  // A shop order is picked up at the shop, where the operator set one; it comes to the phone's place.
  const shop = checkout ? (settings.shopPickup ?? null) : null;
  const pickup = shop ?? chosenPickup;
  const [carTypeId, setCarTypeId] = useState<string | null>(null);
  const [parcelType, setParcelType] = useState<number | null>(null);
  const [option, setOption] = useState<number | null>(null);
  // An offer's 'Use' comes here with its code (`?promo=`), applied at once.
  const [promoText, setPromoText] = useState(() => params.get('promo') ?? '');
  const [promo, setPromo] = useState(() => params.get('promo') ?? '');
  const [paymentMode, setPaymentMode] = useState<PaymentMode>('cash');
  const [later, setLater] = useState(false);
  const [laterAt, setLaterAt] = useState(() => toLocalInput(Date.now() + MIN_BOOK_LATER_MS + 5 * 60_000));
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const ids = { promo: useId(), when: useId(), parcel: useId(), option: useId() };

  useEffect(() => {
    if (!here.place) return;
    if (shop) setDrop((current) => current ?? here.place);
    else setPickup((current) => current ?? here.place);
  }, [here.place, shop]);

  // A refusal (the wallet too low for that car type, say) is about the choice it was made for.
  useEffect(() => setErrorKey(null), [carTypeId, paymentMode, promo, pickup, drop, stops, later]);

  const carTypesLoad = useLoad(() => firstCarTypes.take(), []);
  const carTypes = useMemo(() => {
    const all = carTypesLoad.data ?? [];
    const delivery = all.filter((carType) => Boolean(carType.parcelTypes?.length));
    return checkout && delivery.length > 0 ? delivery : all;
  }, [carTypesLoad.data, checkout]);
  // The device's prices, shown beside the quote; the server prices the order from its products.
  const goods = checkout ? cartGoodsTotal(cart.items) : ZERO_MONEY;
  const chosen = carTypes.find((carType) => carType.id === carTypeId) ?? null;
  const { quotes, loading: quoting } = useQuotes({
    pickup,
    drop,
    stops,
    carTypes,
    promo,
    parcelType,
    option,
  });
  const quote = carTypeId ? quotes[carTypeId]?.quote : undefined;

  const pickOnMap = (point: MapPoint) =>
    void placeAddress(point.lat, point.lng).then(
      (place) => setDrop(place ?? { ...point, add: `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}` }),
      (error) => setErrorKey(toApiError(error).messageKey),
    );

  const book = async () => {
    if (!quote) return;
    setBusy(true);
    setErrorKey(null);
    try {
      const booking = await createBooking({
        quoteId: quote.quoteId,
        payment_mode: paymentMode,
        tripdate: later ? new Date(laterAt).getTime() : null,
        cart: checkout
          ? cart.items.map((item) => ({ productId: item.product.id, quantity: item.quantity }))
          : null,
      });
      if (checkout) cart.clear();
      // A wallet booking holds its price: no wallet entry, so no live signal; the balance is re-read.
      void reloadMe();
      navigate(`/ride/trip/${booking.id}`);
    } catch (error) {
      setErrorKey(toApiError(error).messageKey);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="wf-visually-hidden">{t(checkout ? 'shop.checkout' : 'book.title')}</h2>
      <ActiveTrips />
      {checkout && (
        <p className="wf-note">
          {t(shop ? 'shop.checkoutNoteShop' : 'shop.checkoutNote', { count: cart.items.length })}
        </p>
      )}
      <section className="wf-card" aria-label={t('book.places')}>
        <MapView
          markers={{ pickup, drop }}
          onPick={pickOnMap}
          center={pickup}
          route={quoteRoute(pickup, drop, (quote ?? Object.values(quotes)[0]?.quote)?.polyline)}
          notice={pickup ? null : here.errorKey}
        />
        <p className="wf-muted" style={{ margin: 0 }}>
          {t('book.tapForDrop')}
        </p>
        {shop ? (
          <p style={{ margin: 0 }} data-testid="shop-pickup">
            {t('shop.pickupAt', { address: shop.add })}
          </p>
        ) : (
          <PlaceField
            labelKey="book.pickup"
            value={pickup}
            near={pickup}
            onChoose={setPickup}
            testId="pickup"
            shortcuts={places.shortcuts}
          />
        )}
        {/* A shop order goes from the shop to the customer's door: stops are for rides. */}
        {!checkout && (
          <StopFields
            stops={stopDrafts}
            onChange={setStopDrafts}
            near={pickup}
            shortcuts={places.shortcuts}
          />
        )}
        <PlaceField
          labelKey="book.drop"
          value={drop}
          near={pickup}
          onChoose={setDrop}
          testId="drop"
          shortcuts={places.shortcuts}
        />
      </section>
      <SavedPlacesCard saved={places.saved} pickup={shop ? null : pickup} drop={drop} />

      <fieldset className="wf-card" aria-busy={quoting}>
        <legend className="wf-legend">{t('book.carType')}</legend>
        {carTypesLoad.loading && <Loading />}
        {carTypesLoad.error && (
          <ErrorMessage error={carTypesLoad.error} onRetry={() => void carTypesLoad.reload()} />
        )}
        {!carTypesLoad.loading && !carTypesLoad.error && carTypes.length === 0 && (
          <Empty messageKey="no_cars" />
        )}
        <div className="wf-cars">
          {carTypes.map((carType) => {
            const priced = quotes[carType.id];
            return (
              <label key={carType.id} data-testid={`car-${carType.id}`}>
                <input
                  type="radio"
                  name="carType"
                  value={carType.id}
                  checked={carTypeId === carType.id}
                  onChange={() => setCarTypeId(carType.id)}
                />
                {carType.image && <img src={carType.image} alt="" />}
                <span>{carType.name}</span>
                <strong data-testid={`price-${carType.id}`}>
                  {priced?.quote
                    ? formatAmount(toAmount(quotePayable(priced.quote)), settings)
                    : priced?.errorKey
                      ? t(priced.errorKey)
                      : pickup && drop
                        ? t('app.loading')
                        : t('book.choosePlaces')}
                </strong>
              </label>
            );
          })}
        </div>
        {chosen?.parcelTypes?.length ? (
          <div className="wf-field">
            <label htmlFor={ids.parcel}>{t('book.parcelType')}</label>
            <select
              id={ids.parcel}
              value={parcelType ?? 0}
              onChange={(e) => setParcelType(Number(e.target.value))}
            >
              {chosen.parcelTypes.map((parcel, index) => (
                <option key={parcel.name} value={index}>
                  {parcel.name} ({formatAmount(parcel.amount, settings)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {chosen?.parcelTypes?.length && chosen.options?.length ? (
          <div className="wf-field">
            <label htmlFor={ids.option}>{t('book.option')}</label>
            <select id={ids.option} value={option ?? 0} onChange={(e) => setOption(Number(e.target.value))}>
              {chosen.options.map((item, index) => (
                <option key={item.name} value={index}>
                  {item.name} ({formatAmount(item.amount, settings)})
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </fieldset>

      <section className="wf-card" aria-label={t('book.payment')}>
        <form
          className="wf-field"
          onSubmit={(event) => {
            event.preventDefault();
            setPromo(promoText);
          }}
        >
          <div className="wf-row">
            <label htmlFor={ids.promo} className="grow">
              {t('book.promo')}
            </label>
            <Link to="/ride/offers" data-testid="open-offers">
              {t('offers.title')}
            </Link>
          </div>
          <div className="wf-row">
            <input
              id={ids.promo}
              className="grow"
              value={promoText}
              maxLength={40}
              onChange={(event) => setPromoText(event.target.value)}
              data-testid="promo"
            />
            <button type="submit">{t('book.applyPromo')}</button>
          </div>
          {/* While re-quoting, the quote on screen is the old one: no promo verdict until the new one. */}
          {quote && promo && !quoting && (
            <p role="status" data-testid="promo-result">
              {quote.promoError
                ? t(quote.promoError)
                : t('book.discount', { amount: formatAmount(quote.discount, settings) })}
            </p>
          )}
        </form>
        <fieldset className="wf-field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="wf-legend">{t('book.paymentMode')}</legend>
          {PAYMENT_MODES.map((mode) => (
            <label key={mode} className="wf-row">
              <input
                type="radio"
                name="payment"
                value={mode}
                checked={paymentMode === mode}
                onChange={() => setPaymentMode(mode)}
                data-testid={`pay-${mode}`}
              />
              {t(`payment.${mode}`)}
              {mode === 'wallet' && (
                <span className="wf-muted" data-testid="wallet-spendable">
                  (
                  {me.walletHeld
                    ? t('wallet.available', { amount: formatAmount(spendableAmount(me), settings) })
                    : t('book.balance', { amount: formatAmount(me.walletBalance, settings) })}
                  )
                </span>
              )}
            </label>
          ))}
        </fieldset>
        <fieldset className="wf-field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="wf-legend">{t('book.when')}</legend>
          <label className="wf-row">
            <input type="radio" name="when" checked={!later} onChange={() => setLater(false)} />
            {t('book.now')}
          </label>
          <label className="wf-row">
            <input type="radio" name="when" checked={later} onChange={() => setLater(true)} />
            {t('book.later')}
          </label>
          {later && (
            <>
              <label htmlFor={ids.when}>{t('book.dateTime')}</label>
              <input
                id={ids.when}
                type="datetime-local"
                value={laterAt}
                min={toLocalInput(Date.now() + MIN_BOOK_LATER_MS)}
                onChange={(event) => setLaterAt(event.target.value)}
              />
            </>
          )}
        </fieldset>
        {quote && (
          <dl className="wf-details" data-testid="quote">
            <dt>{t('book.fare')}</dt>
            <dd>{formatAmount(quote.fare, settings)}</dd>
            <dt>{t('book.fees')}</dt>
            <dd>{formatAmount(quote.convenience_fees, settings)}</dd>
            <dt>{t('book.discountLabel')}</dt>
            <dd>{formatAmount(quote.discount, settings)}</dd>
            <dt>{t('book.total')}</dt>
            <dd>
              <strong data-testid="quote-total">
                {formatAmount(toAmount(quotePayable(quote)), settings)}
              </strong>
            </dd>
            {checkout && (
              <>
                <dt>{t('shop.goods')}</dt>
                <dd data-testid="goods-total">{formatAmount(toAmount(goods), settings)}</dd>
                <dt>{t('shop.orderTotal')}</dt>
                <dd data-testid="order-total">
                  <strong>{formatAmount(toAmount(addMoney(quotePayable(quote), goods)), settings)}</strong>
                </dd>
              </>
            )}
          </dl>
        )}
        {checkout && paymentMode !== 'cash' && <p className="wf-note">{t('shop.prepaidNote')}</p>}
        {errorKey && <ErrorMessage error={{ messageKey: errorKey }} />}
        <button
          type="button"
          className="primary"
          // A quote still being replaced is for other places or another promo: booking waits for the new one.
          disabled={!quote || quoting || busy}
          onClick={() => void book()}
          data-testid="book"
        >
          {t(checkout ? 'shop.placeOrder' : later ? 'book.submitLater' : 'book.submit')}
        </button>
      </section>
    </>
  );
}
