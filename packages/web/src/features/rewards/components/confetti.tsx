import { useMemo } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { seededRandom } from '@tandem/shared';
import classes from './confetti.module.css';

/** At most 90 pieces (client side 9). */
export const CONFETTI_MAX = 90;
const COLORS = ['#f03e3e', '#fab005', '#40c057', '#228be6', '#be4bdb', '#fd7e14'];

/**
 * Confetti falling over a dialog: plain CSS animation of up to 90 pieces, decorative (hidden
 * from screen readers), and none at all when the user prefers reduced motion.
 */
export function Confetti({ pieces = 60 }: { pieces?: number }) {
  const reduced = useReducedMotion();
  const count = Math.min(pieces, CONFETTI_MAX);
  const layout = useMemo(() => {
    const random = seededRandom(count);
    return Array.from({ length: count }, (_, index) => ({
      left: `${Math.floor(random() * 100)}%`,
      delay: `${(random() * 0.8).toFixed(2)}s`,
      duration: `${(1.6 + random() * 1.4).toFixed(2)}s`,
      color: COLORS[index % COLORS.length]!,
      rotate: `${Math.floor(random() * 360)}deg`,
    }));
  }, [count]);
  if (reduced) return null;
  return (
    <div className={classes.layer} aria-hidden data-testid="confetti">
      {layout.map((piece, index) => (
        <span
          key={index}
          className={classes.piece}
          style={{
            left: piece.left,
            background: piece.color,
            animationDelay: piece.delay,
            animationDuration: piece.duration,
            rotate: piece.rotate,
          }}
        />
      ))}
    </div>
  );
}
