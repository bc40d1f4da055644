// A paragraph or inline run in the site's type scale: the few text styles the public pages use.
import type { CSSProperties, ReactNode } from 'react';
import ui from './ui.module.css';

export function Text({
  size = 'md',
  dimmed = false,
  bold = false,
  lineClamp,
  as: Tag = 'p',
  className,
  style,
  children,
}: {
  size?: 'xs' | 'sm' | 'md';
  dimmed?: boolean;
  bold?: boolean;
  lineClamp?: number;
  as?: 'p' | 'span' | 'div';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const classes = [
    ui.text,
    size !== 'md' && ui[size],
    dimmed && ui.dimmed,
    bold && ui.bold,
    lineClamp && ui.clamp,
    className,
  ].filter(Boolean);
  return (
    <Tag className={classes.join(' ')} style={lineClamp ? { ...style, ['--clamp' as string]: lineClamp } : style}>
      {children}
    </Tag>
  );
}

/** A round picture of a writer, or an empty circle when there is none. */
export function Avatar({ src, size }: { src: string | undefined; size: number }) {
  if (!src) return <span className={ui.avatar} style={{ width: size, height: size }} aria-hidden="true" />;
  return <img className={ui.avatar} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
