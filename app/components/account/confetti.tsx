import { useEffect, useRef } from 'react';
import { CONFETTI } from '@domain/constants';

const COLOUR_TOKENS = [
  '--color-primary-500',
  '--color-accent-400',
  '--color-accent-300',
  '--color-primary-200',
  '--color-magenta',
];

interface Piece {
  x: number;
  y: number;
  speedX: number;
  speedY: number;
  angle: number;
  spin: number;
  width: number;
  height: number;
  colour: string;
}

function createPieces(width: number, colours: string[]): Piece[] {
  return Array.from({ length: CONFETTI.pieces }, (_, index) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 300,
    speedX: (Math.random() - 0.5) * 2.5,
    speedY: 2 + Math.random() * 3,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.2,
    width: 6 + Math.random() * 6,
    height: 8 + Math.random() * 8,
    colour: colours[index % colours.length]!,
  }));
}

/**
 * A celebration on the result screen: 200 pieces falling for 5 seconds on a canvas over the page.
 * Decorative only (hidden from assistive technology, never catches a click), and not drawn at all
 * when the customer asks the system for reduced motion.
 */
export function Confetti() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const styles = getComputedStyle(document.documentElement);
    const colours = COLOUR_TOKENS.map((token) => styles.getPropertyValue(token).trim()).filter(Boolean);
    canvas.width = window.innerWidth;
    canvas.height = window.innerHeight;
    const pieces = createPieces(canvas.width, colours);
    const startedAt = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - startedAt;
      context.clearRect(0, 0, canvas.width, canvas.height);
      if (elapsed >= CONFETTI.durationMs) return;
      // The last second fades out instead of stopping dead.
      context.globalAlpha = Math.min(1, (CONFETTI.durationMs - elapsed) / 1000);
      for (const piece of pieces) {
        piece.x += piece.speedX;
        piece.y += piece.speedY;
        piece.angle += piece.spin;
        if (piece.y > canvas.height + 20) piece.y = -20;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(
          -piece.width / 2,
          -piece.height / 2,
          piece.width,
          piece.height * Math.abs(Math.cos(piece.angle)),
        );
        context.restore();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <canvas ref={canvasRef} aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] h-full w-full" />
  );
}
