/**
 * The bench's environment, set before any module it measures is loaded (run.ts imports this first):
 * loggers read their level when their module loads, so a later assignment would come too late.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
process.env.POWERTOOLS_LOG_LEVEL ??= 'ERROR';
