import { bundleSizes, resourcesOf, synth } from '../infra/synth';

export interface BundleReport {
  count: number;
  largest: { name: string; bytes: number }[];
  medianBytes: number;
  maxBytes: number;
}

/**
 * Synthesises the app as `npx cdk synth` does and measures each function's bundled entry file
 * (minified ESM, the AWS SDK left to the runtime).
 */
export function measureBundles(): BundleReport {
  const out = synth({}, { bundle: true });
  const sizes = new Map(bundleSizes(out.outdir).map(({ asset, bytes }) => [asset.replace(/^asset\./, ''), bytes]));
  const functions = resourcesOf(out.all, 'AWS::Lambda::Function').flatMap((fn) => {
    const code = fn.Properties?.Code as { S3Key?: unknown } | undefined;
    const hash = typeof code?.S3Key === 'string' ? code.S3Key.replace(/\.zip$/, '') : '';
    const bytes = sizes.get(hash);
    const description = fn.Properties?.Description;
    return bytes === undefined ? [] : [{ name: typeof description === 'string' ? description : hash, bytes }];
  });
  functions.sort((a, b) => b.bytes - a.bytes);
  const middle = functions[Math.floor(functions.length / 2)];
  return {
    count: functions.length,
    largest: functions.slice(0, 3),
    medianBytes: middle?.bytes ?? 0,
    maxBytes: functions[0]?.bytes ?? 0,
  };
}
