import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const HERO_INTERVAL_MS = 5000;

const slides = [
  { src: '/demo-images/hero-1.svg', label: 'Excavator at work' },
  { src: '/demo-images/hero-2.svg', label: 'Heavy machinery' },
  { src: '/demo-images/hero-3.svg', label: 'Power tools' },
  { src: '/demo-images/hero-4.svg', label: 'Safety gear' },
];

/**
 * Four background images that rotate every 5 s; the dots pick one (and restart the timer). A
 * pause button stops the rotation (WCAG 2.2.2), and it does not start for visitors who asked
 * their system for less motion, though they may play it.
 */
export function HeroSlides() {
  const [active, setActive] = useState(0);
  const reducedMotion = useReducedMotion();
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null);
  const rotating = chosen === null ? !reducedMotion : chosen === 'play';

  // Each slide schedules the next, so picking one by hand restarts the 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setActive((active + 1) % slides.length), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [active, rotating]);

  return (
    <>
      {slides.map((slide, index) => (
        <img
          key={slide.src}
          className="hero-slide"
          src={slide.src}
          alt=""
          width={1600}
          height={700}
          data-active={index === active}
          data-testid="hero-slide"
          fetchPriority={index === 0 ? 'high' : 'low'}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding={index === 0 ? 'sync' : 'async'}
        />
      ))}
      <div className="hero-dots">
        <button
          type="button"
          className="hero-pause"
          aria-label={rotating ? 'Pause the banner' : 'Play the banner'}
          onClick={() => setChosen(rotating ? 'pause' : 'play')}
        >
          {rotating ? (
            <IconPlayerPauseFilled size={16} aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={16} aria-hidden />
          )}
        </button>
        <div className="hero-dot-list" role="group" aria-label="Choose a banner image">
          {slides.map((slide, index) => (
            <button
              key={slide.src}
              type="button"
              className="hero-dot"
              aria-label={`Show banner ${index + 1} of ${slides.length}: ${slide.label}`}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
            />
          ))}
        </div>
      </div>
    </>
  );
}
