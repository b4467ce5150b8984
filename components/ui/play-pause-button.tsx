import { IconButton, type IconButtonVariant } from './icon-button';
import { PauseIcon, PlayIcon } from './icons';

/**
 * The button that stops and restarts moving content (WCAG 2.2.2): a pause
 * icon while it plays, a play icon while it is stopped, named for what a
 * press does.
 */
export function PlayPauseButton({
  playing,
  labels,
  onToggle,
  variant,
  className,
}: {
  playing: boolean;
  labels: { readonly play: string; readonly pause: string };
  onToggle: () => void;
  variant: IconButtonVariant;
  className?: string;
}) {
  return (
    <IconButton
      variant={variant}
      label={playing ? labels.pause : labels.play}
      onClick={onToggle}
      className={className}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </IconButton>
  );
}
