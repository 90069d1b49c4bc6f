import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  Function as CloudFrontFunction,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';

import type { CloudRuntimeConfig } from '../shared/config/runtime-config';
import { PROJECT_ROOT } from './function';

/** The built web app; a page saying it was not built stands in when it is missing. */
const WEB_DIST = path.join(PROJECT_ROOT, 'web', 'dist');
const WEB_PLACEHOLDER = path.join(PROJECT_ROOT, 'infra', 'web-placeholder');

/** The runtime configuration the web app reads at start-up, written at deploy time (one build serves every stage). */
type WebRuntimeConfig = CloudRuntimeConfig;

/**
 * Rewrites app routes (paths whose last segment has no file extension) to /index.html, so deep
 * links work; files and everything under /api are left alone (the /api behaviour does not run it).
 */
export const SPA_REWRITE_FUNCTION = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The Content-Security-Policy of the app: its own code, Cognito for sign-in, the API on the same origin. */
export function contentSecurityPolicy(options: {
  region: string;
  hostedDomain: string;
  frameAncestors: readonly string[];
}): string {
  const cognito = `https://cognito-idp.${options.region}.amazonaws.com`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Cloudscape sets style attributes at run time
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${cognito} https://${options.hostedDomain}`,
    `form-action 'self' https://${options.hostedDomain}`,
    `frame-ancestors ${options.frameAncestors.length > 0 ? options.frameAncestors.join(' ') : "'none'"}`,
    "base-uri 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

interface WebProps {
  /** the API's execute-api host, served under /api on the same origin */
  readonly apiDomain: string;
  readonly config: Omit<WebRuntimeConfig, 'apiPath' | 'mode'>;
  /** origins allowed to frame the app (for `?embed=true`); none by default */
  readonly frameAncestors: readonly string[];
  /** custom domain and its us-east-1 certificate */
  readonly domainName?: string | undefined;
  readonly certificate?: ICertificate | undefined;
  readonly protect: boolean;
}

/**
 * The web app on CloudFront: a private bucket read through origin access control, `/api/*`
 * forwarded to the HTTP API on the same origin (no CORS; caching off; the Authorization header and
 * query strings forwarded), app routes rewritten to index.html, security headers on every answer,
 * and a `config.json` written at deploy time.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeaders: ResponseHeadersPolicy;
  readonly assetPath: string;
  /** the custom domain, when one is configured */
  readonly customDomain: string | undefined;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.customDomain = props.domainName && props.certificate ? props.domainName : undefined;
    const removal = props.protect
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      ...removal,
    });
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3/',
      ...removal,
    });

    this.responseHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Reachwise web app: HSTS, CSP and friends',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            region: props.config.region,
            hostedDomain: props.config.hostedDomain,
            frameAncestors: props.frameAncestors,
          }),
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        // X-Frame-Options cannot list origins: it is sent only when no embedding origin is allowed
        ...(props.frameAncestors.length === 0 ? { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } } : {}),
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      comment: 'App routes to /index.html',
      code: FunctionCode.fromInline(SPA_REWRITE_FUNCTION),
      runtime: FunctionRuntime.JS_2_0,
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Reachwise web app (${Stack.of(this).stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.domainName && props.certificate
        ? {
            domainNames: [props.domainName],
            certificate: props.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.responseHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // with caching off, this policy forwards every viewer header (Authorization included) but Host, and every query string
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.responseHeaders,
          compress: true,
        },
      },
    });

    this.assetPath = existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : WEB_PLACEHOLDER;
    const runtimeConfig: WebRuntimeConfig = { mode: 'cloud', ...props.config, apiPath: '/api' };
    // hashed assets are immutable; index.html and config.json are revalidated on every load
    new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(this.assetPath, { exclude: ['index.html'] })],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      prune: false,
      memoryLimit: 512,
    });
    new BucketDeployment(this, 'DeployEntry', {
      sources: [Source.asset(this.assetPath, { exclude: ['*', '!index.html'] }), Source.jsonData('config.json', runtimeConfig)],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/index.html', '/config.json'],
    });
  }

  /** The app's URL. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
