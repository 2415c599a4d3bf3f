import { driverPresenceOf, type DriverPresence } from '@wayfare/shared';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toApiError } from '../../api/api-error';
import { setDriverActive } from '../../api/trips';
import { useAppSession } from '../shared/app-session';
import { usePositionReporting } from './use-position-reporting';

export interface DriverPresenceState {
  /** As the server has it: busy on a trip, else online or offline as switched. */
  presence: DriverPresence;
  /** The switch's stored position (online after the trip, while busy). */
  switchedOn: boolean;
  /** A switch is being saved. */
  switching: boolean;
  switchError: string | null;
  positionError: string | null;
  /** Saves the switch; the presence shown is the server's answer. */
  switchTo: (online: boolean) => Promise<void>;
  /** Reads the presence again (a trip was accepted or ended). */
  refresh: () => Promise<void>;
  /** Sends the phone's position now (a trip step changed where the driver heads). */
  reportNow: () => void;
}

const DriverPresenceContext = createContext<DriverPresenceState | null>(null);

type Flags = { driverActiveStatus: boolean; queue: boolean };
const flagsOf = (user: { driverActiveStatus?: boolean | null; queue?: boolean | null }): Flags => ({
  driverActiveStatus: user.driverActiveStatus === true,
  queue: user.queue === true,
});

/**
 * The driver's presence for every screen of the driver app, read from the server's profile on
 * load and after each change, never assumed; and the phone's position streaming to the server
 * while the driver is online or on a trip, from whichever screen is open.
 */
export function DriverPresenceProvider({ children }: { children: ReactNode }) {
  const { me, reloadMe } = useAppSession();
  const [flags, setFlags] = useState<Flags>(() => flagsOf(me));
  const [switching, setSwitching] = useState(false);
  const [switchError, setSwitchError] = useState<string | null>(null);
  useEffect(() => setFlags(flagsOf(me)), [me]);
  const presence = driverPresenceOf(flags);
  const { errorKey: positionError, reportNow } = usePositionReporting(
    presence !== 'offline',
    presence === 'busy',
  );

  const switchTo = useCallback(
    async (online: boolean) => {
      setSwitching(true);
      setSwitchError(null);
      try {
        setFlags(await setDriverActive(online));
        await reloadMe();
      } catch (error) {
        setSwitchError(toApiError(error).messageKey);
      } finally {
        setSwitching(false);
      }
    },
    [reloadMe],
  );

  const value = useMemo<DriverPresenceState>(
    () => ({
      presence,
      switchedOn: flags.driverActiveStatus,
      switching,
      switchError,
      positionError,
      switchTo,
      refresh: reloadMe,
      reportNow,
    }),
    [
      presence,
      flags.driverActiveStatus,
      switching,
      switchError,
      positionError,
      switchTo,
      reloadMe,
      reportNow,
    ],
  );
  return <DriverPresenceContext.Provider value={value}>{children}</DriverPresenceContext.Provider>;
}

export function useDriverPresence(): DriverPresenceState {
  const state = useContext(DriverPresenceContext);
  if (!state) throw new Error('useDriverPresence outside the driver app');
  return state;
}
