'use strict';
// libmime ships an ES module and a CommonJS copy: imapflow imports the first, mailsplit (which
// imapflow loads) requires the second, so a bundle would carry both (about 85 KB, its MIME type
// table twice). Both are given the ES module's shared instance, which is what the CommonJS copy
// exports too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require('../../node_modules/libmime/dist/esm/libmime.js').default;
