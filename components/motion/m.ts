/**
 * The `m` components the site uses, from framer-motion's own `m` entry (the
 * barrel's `m` namespace also carries Reorder). Imported by the motion kit only.
 */
export { div } from 'framer-motion/m';
