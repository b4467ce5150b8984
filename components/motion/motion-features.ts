import { domMax } from 'framer-motion';

/**
 * framer-motion's animation, gesture and drag features (domMax: the lightbox's
 * drag needs it), in a chunk of their own that load-motion.ts imports on the
 * visitor's first interaction.
 */
export default domMax;
