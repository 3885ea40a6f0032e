import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertValidKey } from './keys.ts';
import { contentTypeFor } from './content-types.ts';
import {
  StorageNotFoundError,
  type ByteRange,
  type ListedObject,
  type Storage,
  type StoredObject,
} from './types.ts';

export interface S3Options {
  /** The service's address, for S3-compatible servers (MinIO, Garage, s3rver); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (environment, shared files, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path instead of the host name, as most self-hosted servers need. */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: S3's minimum is 5 MiB, and two in flight bound what an upload holds in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Media in an S3-compatible bucket, one object per key. The SDK is loaded on first use, so a server on the local
 * driver never pays for it. Bodies are streamed both ways: uploads go up in parts, reads come down as the response
 * stream, with the byte range asked of the bucket itself.
 */
export function createS3Storage(options: S3Options): Storage {
  let client: Promise<{ s3: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
      }),
    })));
  const Bucket = options.bucket;

  async function stat(key: string): Promise<StoredObject | undefined> {
    assertValidKey(key);
    const { s3, sdk } = await connect();
    try {
      const head = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        contentType: contentTypeFor(key),
        lastModified: head.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 's3',

    async put(key, body, contentType) {
      assertValidKey(key);
      const { s3 } = await connect();
      const { Upload } = await import('@aws-sdk/lib-storage');
      const upload = new Upload({
        client: s3,
        params: {
          Bucket,
          Key: key,
          Body: body instanceof Readable ? body : Buffer.from(body),
          ContentType: contentType ?? contentTypeFor(key),
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      await upload.done();
    },

    stat,

    async createReadStream(key, range?: ByteRange) {
      assertValidKey(key);
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error(`The bucket sent no stream for '${key}'.`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async exists(key) {
      return (await stat(key)) !== undefined;
    },

    async *list(): AsyncIterable<ListedObject> {
      const { s3, sdk } = await connect();
      for await (const page of sdk.paginateListObjectsV2({ client: s3 }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key)
            yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified };
        }
      }
    },
  };
}
