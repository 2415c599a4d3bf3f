import { useTranslation } from 'react-i18next';

/** The driver's photo, or its initial where there is none: the rider's driver card and a shared trip. */
export function DriverAvatar({ image, name }: { image: string | null | undefined; name: string }) {
  const { t } = useTranslation();
  return image ? (
    <img
      className="wf-avatar"
      src={image}
      alt={t('trip.driverPhoto', { name })}
      width={56}
      height={56}
      data-testid="driver-photo"
    />
  ) : (
    <span className="wf-avatar" aria-hidden="true">
      {name.charAt(0)}
    </span>
  );
}
