import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mediaTranscode } from '../../src/cli/commands/media-transcode.ts';
import { UsageError } from '../../src/cli/commands/index.ts';
import { chapters, courses } from '../../src/db/schema/index.ts';
import { findStream } from '../../src/modules/media/index.ts';
import { buildTestApp } from '../helper.ts';
import { generatedClip } from '../media/stream-clip.ts';

/** `npm run cli -- media:transcode` without a running server: this process makes the streams and waits for them. */
describe('media:transcode', () => {
  it(
    'makes the streams of the videos without one, and a second run finds nothing left',
    { timeout: 120_000 },
    async () => {
      const { app, config } = await buildTestApp();
      const key = 'uploads/videos/cli-clip.mp4';
      await app.storage.put(key, fs.createReadStream(generatedClip({ seconds: 2, width: 320, height: 240 })));
      const [course] = await app.db
        .insert(courses)
        .values({ name: 'CLI', level: 'beginner', language: 'english', category: 'Songs' })
        .returning({ id: courses.id });
      await app.db.insert(chapters).values({ courseId: course!.id, position: 0, heading: 'One', video: key });
      await expect(mediaTranscode.run([], { db: app.db, config })).rejects.toBeInstanceOf(UsageError);
      const first = await mediaTranscode.run(['--all'], { db: app.db, config });
      expect(first).toEqual({ exitCode: 0, stdout: `${key}: ready\nMade 1 stream(s).` });
      expect((await findStream(app.db, key))?.heights).toEqual([240]);
      expect(await mediaTranscode.run(['--all'], { db: app.db, config })).toEqual({
        exitCode: 0,
        stdout: 'Made 0 stream(s).',
      });
    },
  );
});
