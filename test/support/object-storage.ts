import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

/**
 * The test run's bucket read with the AWS SDK itself, not through the service's storage adapter: what a test finds
 * here is really in the S3 server the global setup started.
 */
function bucketClient(): { client: S3Client; bucket: string } {
  const { S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = process.env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error('no test bucket: the global setup sets S3_ENDPOINT, S3_BUCKET and its keys');
  const client = new S3Client({
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  });
  return { client, bucket: S3_BUCKET };
}

/** Every object of the bucket under `prefix`, with its size. */
export async function bucketObjects(prefix: string): Promise<{ key: string; size: number }[]> {
  const { client, bucket } = bucketClient();
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (page.Contents ?? []).map((object) => ({ key: object.Key as string, size: object.Size ?? 0 }));
  } finally {
    client.destroy();
  }
}

/** Deletes every object under `prefix` (a file lost from the storage). */
export async function deleteFromBucket(prefix: string): Promise<void> {
  const objects = await bucketObjects(prefix);
  const { client, bucket } = bucketClient();
  try {
    await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects.map(({ key }) => ({ Key: key })) } }),
    );
  } finally {
    client.destroy();
  }
}
