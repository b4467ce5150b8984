import type { Variants } from 'framer-motion';
import { CHIP_STAGGER } from './constants';

const EASE_OUT = [0.22, 1, 0.36, 1] as const;

/** Scroll reveal: `custom` is the item's delay in milliseconds. */
export const revealVariants: Variants = {
  hidden: { opacity: 0, y: 28, transition: { duration: 0 } },
  visible: (delay: number = 0) => ({
    opacity: 1,
    y: 0,
    transition: { duration: 0.7, ease: EASE_OUT, delay: delay / 1000 },
  }),
};

/** A submenu's chips come in one after another, CHIP_STAGGER apart. */
export const chipListVariants: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: CHIP_STAGGER / 1000 } },
};

export const chipVariants: Variants = {
  hidden: { opacity: 0, y: 10 },
  visible: { opacity: 1, y: 0, transition: { duration: 0.35, ease: EASE_OUT } },
};
