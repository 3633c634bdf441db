import { isInForce, licenseStatus, sumCents, type Cents, type License } from '@fair/shared';

export interface LicensesSummary {
  total: number;
  /**
   * Licenses in force today: active and expiring ones (an expiring license still works until its
   * expiry date). Expired licenses and those with an unknown stored status are not counted.
   */
  inForce: number;
  /** Of those in force, how many end within the next seven days. */
  expiring: number;
  /** Everything paid over all licenses: content fees, distribution fees and commissions. */
  invested: Cents;
}

export function summarize(
  licenses: readonly (Pick<License, 'expiryDate' | 'storedStatus'> & { total: Cents })[],
  now: Date,
): LicensesSummary {
  const statuses = licenses.map((license) => licenseStatus(license, now));
  return {
    total: licenses.length,
    inForce: statuses.filter(isInForce).length,
    expiring: statuses.filter((status) => status.kind === 'expiring').length,
    invested: sumCents(licenses.map((license) => license.total)),
  };
}
