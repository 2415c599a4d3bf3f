/** The saved places' adapters, for the resolvers. */
import { bookingRepository, savedPlaces, userRepository } from '../deps';
import type { SavedPlacesDeps } from './saved-places';

export const savedPlacesDeps = (): SavedPlacesDeps => ({
  users: userRepository(),
  bookings: bookingRepository(),
  savedPlaces: savedPlaces(),
});
