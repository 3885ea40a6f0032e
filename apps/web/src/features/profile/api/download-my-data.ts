import { endpoints, type MemberData } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** The member's own data (GDPR Art. 20), saved by the browser as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data: MemberData = await api.call(endpoints.profile.myData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `gypsy-jazz-school-data-${data.account.username}-${data.exported_at.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
