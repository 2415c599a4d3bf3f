/** Length limits of texts the API takes, shared by several inputs (the argument schemas, the settings). */
export const TEXT_LIMITS = { name: 80, email: 254, mobile: 32, short: 200, url: 2048, long: 20_000 } as const;
