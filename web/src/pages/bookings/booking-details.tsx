import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { HistoryBooking } from '../../api/bookings';
import { getTracking, listChat } from '../../api/trips';
import { MapView } from '../../apps/shared/map-view';
import { formatAmount } from '../../apps/shared/money-format';
import { useBackOffice } from '../../back-office/back-office-context';
import { useLoad, type Loaded } from '../../apps/shared/use-load';
import { formatDateTime } from '../../i18n/format-date';
import { assignmentDetails } from './assignment-text';
import './bookings-page.css';

/** A read's loading, error, or empty state; its content otherwise. */
function Read<T>({
  loaded,
  emptyKey,
  children,
}: {
  loaded: Loaded<T[]>;
  emptyKey: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded.loading && !loaded.data) return <Spinner />;
  if (loaded.error) return <Box color="text-status-error">{t(loaded.error.messageKey)}</Box>;
  if (!loaded.data?.length) return <Box color="text-body-secondary">{t(emptyKey)}</Box>;
  return children(loaded.data);
}

/** A rating one party gave the other: its stars and its comment in the giver's words, or none yet. */
function RatingText({
  stars,
  comment,
  testId,
}: {
  stars: number | null | undefined;
  comment: string | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId}>
      {stars == null ? t('bookings.notRated') : t('bookings.stars', { stars })}
      {stars != null && comment && (
        <>
          {' · '}
          <bdi>{comment}</bdi>
        </>
      )}
    </span>
  );
}

/**
 * The selected booking in the split panel: the ratings each party gave the other (as the server
 * lets the viewer read them), its route on the map (pickup, drop and the driver's last tracked position), card payments it did not need and gave back to the rider's wallet, its
 * tracking entries and, for the admin, the chat transcript.
 */
export function BookingDetails({ booking, showChat }: { booking: HistoryBooking; showChat: boolean }) {
  const { t, i18n } = useTranslation();
  const { settings } = useBackOffice();
  const tracking = useLoad(() => getTracking(booking.id), [booking.id]);
  const chat = useLoad(() => (showChat ? listChat(booking.id) : Promise.resolve([])), [booking.id, showChat]);
  const last = tracking.data?.at(-1);
  const assignment = assignmentDetails(booking, t, i18n.language, Date.now());
  const nameOf = (uid: string) =>
    uid === booking.customer ? booking.customer_name : uid === booking.driver ? booking.driver_name : uid;

  return (
    <ColumnLayout columns={2}>
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('bookings.field.pickup'), value: booking.pickup.add },
            { label: t('bookings.drop'), value: booking.drop.add },
            { label: t('bookings.carType'), value: booking.carType },
            { label: t('bookings.field.driver_name'), value: booking.driver_name ?? '–' },
            {
              label: t('bookings.field.tip'),
              value: (
                <span data-testid="booking-tip">
                  {booking.tip == null ? '–' : formatAmount(booking.tip, settings)}
                </span>
              ),
            },
            {
              label: t('bookings.riderRatedDriver'),
              value: (
                <RatingText stars={booking.rating} comment={booking.ratingComment} testId="booking-rating" />
              ),
            },
            {
              label: t('bookings.driverRatedRider'),
              value: (
                <RatingText
                  stars={booking.riderRating}
                  comment={booking.riderRatingComment}
                  testId="booking-rider-rating"
                />
              ),
            },
            ...(assignment
              ? [
                  {
                    label: t('bookings.assignmentLabel'),
                    value: <span data-testid="booking-assignment">{assignment}</span>,
                  },
                ]
              : []),
          ]}
        />
        {Boolean(booking.returnedPayments?.length) && (
          <Container header={<Header variant="h3">{t('bookings.returnedPayments')}</Header>}>
            <ol className="wf-booking-list" data-testid="booking-returned-payments">
              {booking.returnedPayments!.map((payment) => (
                <li key={`${payment.provider}-${payment.transactionId}`}>
                  {formatDateTime(payment.at, i18n.language)} · {formatAmount(payment.amount, settings)} ·{' '}
                  {payment.provider} · <bdi dir="ltr">{payment.transactionId}</bdi>
                </li>
              ))}
            </ol>
          </Container>
        )}
        <div className="wf-booking-map" data-testid="booking-map">
          <MapView markers={{ pickup: booking.pickup, drop: booking.drop, driver: last ?? null }} />
        </div>
      </SpaceBetween>
      <SpaceBetween size="m">
        <Container header={<Header variant="h3">{t('bookings.tracking')}</Header>}>
          <Read loaded={tracking} emptyKey="bookings.noTracking">
            {(entries) => (
              <ol className="wf-booking-list" data-testid="booking-tracking">
                {entries.map((entry) => (
                  <li key={entry.at}>
                    {formatDateTime(entry.at, i18n.language)} · {t(`bookings.status.${entry.status}`)} ·{' '}
                    <bdi dir="ltr">
                      {entry.lat.toFixed(5)}, {entry.lng.toFixed(5)}
                    </bdi>
                  </li>
                ))}
              </ol>
            )}
          </Read>
        </Container>
        {showChat && (
          <Container header={<Header variant="h3">{t('chat.title')}</Header>}>
            <Read loaded={chat} emptyKey="chat.empty">
              {(messages) => (
                <ol className="wf-booking-list" data-testid="booking-chat">
                  {messages.map((message) => (
                    <li key={message.id}>
                      <strong>{nameOf(message.from)}</strong> ({formatDateTime(message.at, i18n.language)}):{' '}
                      {message.message}
                    </li>
                  ))}
                </ol>
              )}
            </Read>
          </Container>
        )}
      </SpaceBetween>
    </ColumnLayout>
  );
}
