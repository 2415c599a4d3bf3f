import { payableOf, toMoney, type Money } from '@wayfare/shared';
import { useEffect, useState } from 'react';
import { toApiError } from '../../api/api-error';
import type { CarType } from '../../api/rider-catalogue';
import { estimateFare, type FareQuote, type Place } from '../../api/trips';

export interface QuoteRequest {
  pickup: Place | null;
  drop: Place | null;
  /** The chosen stops between pickup and drop, in order (a stable array: a new one re-asks). */
  stops: readonly Place[];
  carTypes: CarType[];
  promo: string;
  parcelType: number | null;
  option: number | null;
}

export type Quotes = Record<string, { quote?: FareQuote; errorKey?: string }>;

/** What the rider pays for a quote: the grand total less the promo's discount (the server's rule). */
export const quotePayable = (quote: Pick<FareQuote, 'grandTotal' | 'discount'>): Money =>
  payableOf({ grandTotal: toMoney(quote.grandTotal), discount: toMoney(quote.discount) });

/** The server's quote for every car type once both points are chosen; re-asked when anything priced changes. */
export function useQuotes({ pickup, drop, stops, carTypes, promo, parcelType, option }: QuoteRequest) {
  const [quotes, setQuotes] = useState<Quotes>({});
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!pickup || !drop || carTypes.length === 0) {
      setQuotes({});
      return;
    }
    let active = true;
    setLoading(true);
    void Promise.all(
      carTypes.map(async (carType) => {
        const delivery = Boolean(carType.parcelTypes?.length);
        try {
          const quote = await estimateFare({
            pickup,
            drop,
            stops: stops.length ? [...stops] : null,
            carType: carType.id,
            promo: promo.trim() || null,
            parcelType: delivery ? (parcelType ?? 0) : null,
            option: delivery && carType.options?.length ? (option ?? 0) : null,
          });
          return [carType.id, { quote }] as const;
        } catch (error) {
          return [carType.id, { errorKey: toApiError(error).messageKey }] as const;
        }
      }),
    ).then((entries) => {
      if (!active) return;
      setQuotes(Object.fromEntries(entries));
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [pickup, drop, stops, carTypes, promo, parcelType, option]);
  return { quotes, loading };
}
