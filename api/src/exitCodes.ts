/**
 * The API's exit status when its database cannot be opened (EX_CONFIG of sysexits.h): starting
 * it again would fail again, so whoever supervises it stops instead of looping.
 */
export const EXIT_DATABASE_UNAVAILABLE = 78;
