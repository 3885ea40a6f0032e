import { test as base, expect, type LaunchOptions, type Page } from '@playwright/test';
import { takeBarAt, type Take } from '@gjs/shared';
import { violationsOf } from './support/accessibility.ts';
import { DEMO_TRACKS } from './support/backing-tracks.ts';
import { apiHeaders, createFreshUser, outboxMailsContaining } from './support/community.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// Takes (issue 33, docs/decisions/0632-takes.md): a student records over a backing track with Chromium's fake camera
// and microphone and sends the take; the teacher finds it unread, adds two remarks on the waveform, records an answer
// and marks it answered; the student sees the markers at their moments and bars, and the answer; both are mailed.

/** The project's Chromium with its fake camera and microphone (a test pattern and a beep), allowed without asking. */
const MEDIA_FLAGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const test = base.extend<object, { launchOptions: LaunchOptions }>({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...MEDIA_FLAGS] }),
    { scope: 'worker' },
  ],
});
test.use({ permissions: ['camera', 'microphone'] });

const TRACK = DEMO_TRACKS[0]!;

/** Waits until the waveform has drawn the take (wavesurfer puts its canvases in a shadow root). */
async function waveformDrawn(page: Page) {
  await expect
    .poll(() =>
      page
        .getByTestId('take-waveform')
        .evaluate((el) => el.firstElementChild?.shadowRoot?.querySelectorAll('canvas').length ?? 0),
    )
    .toBeGreaterThan(0);
}

/** Clicks the waveform at a fraction of its width, as the teacher marks a moment. */
async function clickWaveformAt(page: Page, fraction: number) {
  await page.getByTestId('take-waveform').scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('take-waveform').boundingBox())!;
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
}

test('a take goes from the student to the teacher and back, remarks at their bars', async ({
  page,
  browser,
}) => {
  // A recorder's WebM states no length and has no cues: Chromium, seeking in it, would ask for bytes past its end
  // (answered 416). The job queue remuxes every recording after its upload (decision 0632) and the players wait for
  // the remuxed file, so no page ever seeks in a recorder's WebM: no console error is tolerated.
  const noErrors = failOnConsoleErrors(page);
  const student = await createFreshUser('taker', { lessons: true });
  const title = `Minor swing ${student.username}`;

  // The student records 5 s over a track and sends it.
  await loginAs(page, student.username, student.password, '/private-lessons');
  await page.getByRole('button', { name: 'Record a take' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record a take' });
  await dialog.getByLabel('Backing track').selectOption({ label: `${TRACK.name} (${TRACK.key})` });
  await dialog.getByLabel('Count-in (one bar)').uncheck();
  await dialog.getByRole('radio', { name: 'Camera and microphone' }).check();
  // Stopped at once, a recorder may hand over no bytes at all: no preview that cannot play, but a word.
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Nothing was recorded: record for at least a second.');
  await expect(dialog.getByLabel('Preview of your take')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveText('Recording… 1 s', { timeout: 5_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  const preview = dialog.getByLabel('Preview of your take');
  await expect(preview).toBeVisible();
  // "Record again" drops the first try and records anew, with the same track and settings.
  await dialog.getByRole('button', { name: 'Record again' }).click();
  await expect(preview).toBeHidden();
  await expect(dialog.getByRole('status')).toHaveText('Recording… 5 s', { timeout: 8_000 });
  await dialog.getByRole('button', { name: 'Stop' }).click();
  await expect(preview).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Note for your teacher').fill('The bridge rushes.');
  await dialog.getByRole('button', { name: 'Send take' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  const row = page.getByRole('button', { name: new RegExp(title) });
  await expect(row).toContainText('Sent');
  expect(outboxMailsContaining(title).length, 'mail to the staff').toBeGreaterThan(0);

  const headers = await apiHeaders(page.request, student);
  const sent = (
    (await (await page.request.get('/api/takes/', { headers })).json()) as { takes: Take[] }
  ).takes.find((t) => t.title === title)!;
  expect(sent.media.duration_ms).toBeGreaterThan(4_500);
  expect(sent.media.duration_ms).toBeLessThan(7_000);
  expect(sent.track?.name).toBe(TRACK.name);
  expect(sent.offset_ms).toBeGreaterThanOrEqual(0);
  expect(sent.offset_ms).toBeLessThan(2_000);

  // The teacher finds it unread, marks two moments on the waveform, records an answer and marks it answered.
  const teacherContext = await browser.newContext({
    baseURL: E2E_SERVERS.main.url,
    permissions: ['camera', 'microphone'],
  });
  const teacher = await teacherContext.newPage();
  const teacherErrors = failOnConsoleErrors(teacher);
  await loginAs(teacher, 'teacher', undefined, '/admin/takes');
  const link = teacher.getByRole('link', { name: title });
  await expect(link.locator('xpath=ancestor::tr')).toContainText('New');
  await expect(teacher.getByRole('heading', { name: /Takes · \d+ unread/ })).toBeVisible();
  await link.click();
  await waveformDrawn(teacher);
  await teacher.waitForLoadState('networkidle');
  expect(await violationsOf(teacher)).toEqual([]);

  for (const [fraction, text] of [
    [0.3, 'Swing the eighths here'],
    [0.7, 'Land on the third'],
  ] as const) {
    await clickWaveformAt(teacher, fraction);
    const field = teacher.getByLabel(/^Remark at /);
    await field.fill(text);
    await teacher.getByRole('button', { name: 'Add remark' }).click();
    await expect(teacher.getByRole('list', { name: 'Remarks' })).toContainText(text);
  }

  await teacher.getByRole('radio', { name: 'Microphone only' }).check();
  await teacher.getByLabel('Count-in (one bar)').uncheck();
  await teacher.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(teacher.getByText('Recording… 1 s')).toBeVisible({ timeout: 5_000 });
  await teacher.getByRole('button', { name: 'Stop' }).click();
  await teacher.getByRole('button', { name: 'Save answer' }).click();
  await expect(teacher.getByLabel('The teacher’s recorded answer')).toBeVisible({ timeout: 10_000 });
  await teacher.getByRole('button', { name: 'Mark answered' }).click();
  await expect(teacher.getByText('Answered: the student has been told by e-mail.')).toBeVisible();

  await teacher.goto(`/de/admin/takes/${sent.id}`);
  await expect(teacher.getByRole('heading', { name: 'Antwort aufnehmen' })).toBeVisible();
  await waveformDrawn(teacher);
  expect(await violationsOf(teacher)).toEqual([]);
  teacherErrors();
  await teacherContext.close();

  // The student sees the markers at their moments and bars, and the answer.
  const answered = (
    (await (await page.request.get('/api/takes/', { headers })).json()) as { takes: Take[] }
  ).takes.find((t) => t.id === sent.id)!;
  expect(answered.state).toBe('answered');
  expect(answered.answer).not.toBeNull();
  const remarks = [...answered.remarks].sort((a, b) => a.time_ms - b.time_ms);
  expect(remarks.map((r) => r.text)).toEqual(['Swing the eighths here', 'Land on the third']);
  const timing = {
    offsetMs: answered.offset_ms,
    playedTempo: answered.played_tempo ?? TRACK.tempo,
    trackTempo: TRACK.tempo,
    starttime: TRACK.starttime,
    barsPerChorus: answered.track!.bars_per_chorus,
    repetitions: TRACK.repetitions,
    loop: answered.loop,
  };
  for (const [remark, fraction] of [
    [remarks[0]!, 0.3],
    [remarks[1]!, 0.7],
  ] as const) {
    // The click's moment: within a pixel of the waveform's width of the fraction clicked.
    expect(Math.abs(remark.time_ms - fraction * answered.media.duration_ms)).toBeLessThan(100);
    expect(remark.bar).toBe(takeBarAt(remark.time_ms, timing)?.bar ?? null);
  }

  await page.reload();
  const answeredRow = page.getByRole('button', { name: new RegExp(title) });
  await expect(answeredRow).toContainText('Answered');
  await answeredRow.click();
  await waveformDrawn(page);
  await page.getByTestId('take-waveform').scrollIntoViewIfNeeded();
  const waveform = (await page.getByTestId('take-waveform').boundingBox())!;
  for (const remark of remarks) {
    const marker = page.locator(`[data-marker-ms="${remark.time_ms}"]`);
    const box = (await marker.boundingBox())!;
    const expected = waveform.x + (remark.time_ms / answered.media.duration_ms) * waveform.width;
    expect(Math.abs(box.x + box.width / 2 - expected)).toBeLessThan(2);
    const item = page.locator(`[data-remark-ms="${remark.time_ms}"]`);
    await expect(item).toContainText(remark.text);
    if (remark.bar !== null) await expect(item).toContainText(`bar ${remark.bar}`);
  }
  await expect(page.getByLabel('The teacher’s recorded answer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page)).toEqual([]);

  // A marker plays from a second before its moment.
  await page.locator(`[data-marker-ms="${remarks[1]!.time_ms}"]`).click();
  const media = page.getByLabel(`Take: ${title}`);
  await expect
    .poll(() => media.evaluate((m: HTMLMediaElement) => m.currentTime * 1000))
    .toBeGreaterThanOrEqual(remarks[1]!.time_ms - 1_000 - 50);
  // The remuxed recording states its length (a recorder's WebM plays as of infinite length).
  const seconds = await media.evaluate((m: HTMLMediaElement) => m.duration);
  expect(Math.abs(seconds * 1000 - answered.media.duration_ms)).toBeLessThan(100);
  expect(answered.media.processing).toBe(false);
  expect(answered.answer?.processing).toBe(false);

  await page.goto('/de/private-lessons');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByText('Beantwortet')).toBeVisible();
  await waveformDrawn(page);
  await page.waitForLoadState('networkidle');
  expect(await violationsOf(page)).toEqual([]);

  const toStudent = outboxMailsContaining(student.email).filter((mail) => mail.includes(title));
  expect(toStudent, 'mail to the student').toHaveLength(1);
  noErrors();
});
