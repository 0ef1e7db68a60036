const STAR =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

function Star({ fill }: { fill?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      xmlns="http://www.w3.org/2000/svg"
      style={fill === undefined ? undefined : { clipPath: `inset(0 ${100 - fill * 100}% 0 0)` }}
    >
      <path d={STAR} />
    </svg>
  );
}

/**
 * A rating shown as five stars filled to the tenth, as Mantine's read-only Rating draws it. Plain
 * markup: Mantine's is an input of 50 parts (10 per star), a fifth of the product page to hydrate.
 */
export function RatingStars({ value }: { value: number }) {
  return (
    <div className="rating-stars" aria-hidden>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.round(Math.min(1, Math.max(0, value - index)) * 10) / 10;
        return (
          <span key={index} className="rating-star">
            <Star />
            {fill > 0 && <Star fill={fill} />}
          </span>
        );
      })}
    </div>
  );
}
