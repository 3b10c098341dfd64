import compress from 'koa-compress'

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024

/**
 * Compresses the API's answers and the console's index (brotli or gzip, as the client accepts) from
 * 1 kB. The console's files are compressed once, at build, and sent as they are (server/consoleFiles).
 */
export const compression = () => compress({ threshold: COMPRESS_FROM_BYTES })
