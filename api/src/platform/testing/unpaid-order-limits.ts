/**
 * The test suite's shops let a customer and an address hold as many unpaid orders as the tests
 * leave behind: every test shopper connects from 127.0.0.1, as no two real shoppers do, and many
 * suites leave orders unpaid (it is what they test) on a shop they share. The limits' own specs set
 * their own values, which win, as does anything else a test passes.
 */
export const UNLIMITED_UNPAID_ORDERS = { UNPAID_ORDERS_PER_CUSTOMER: '1000000', UNPAID_ORDERS_PER_ADDRESS: '1000000' } as const;
