import { en } from 'zod/locales';
import * as z from 'zod/mini';

// The shared schemas use zod's mini build: the same zod 4 checks without the chained methods of the
// classic API, so each function bundles about a third of what classic zod costs. Mini loads no
// locale of its own, so English is set here, once, before any schema is built: default messages read
// as with classic zod. Every shared schema imports zod from this module.
z.config(en());

export * from 'zod/mini';
