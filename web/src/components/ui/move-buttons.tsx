import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from './button';

/**
 * The up and down icon buttons that move one item of a hand-ordered list by a place; `name` says what moves
 * ("Move {name} up"), and the first item cannot go up nor the last down.
 */
export function MoveButtons({ name, index, count, onMove }: { name: string; index: number; count: number; onMove: (to: number) => void }) {
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown />
      </Button>
    </>
  );
}
