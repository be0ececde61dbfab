/** A delivery address as a shopper enters it, for tests that need one. */
export const HOME_ADDRESS = {
  name: 'Asha Rao',
  mobile: '9876543210',
  address: 'Flat 4B, Lotus Apartments',
  area: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560038',
};

/** A placing process no longer alive: liveness keys start at 1, so no process ever holds 0. */
export const GONE_PROCESS = 0;
