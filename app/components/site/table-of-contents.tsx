// 目次 from the body's h2/h3: the sections numbered, each with its sub-sections beneath, folded
// away with a tap (a <details>, so it works before the page's script runs). Anchors scroll smoothly.
import { scrollToHash } from '../../lib/scroll.ts';
import type { TocEntry } from '../../lib/table-of-contents.ts';
import classes from './table-of-contents.module.css';

type Section = TocEntry & { children: TocEntry[] };

/** h3s under the h2 before them; an h3 before any h2 stands as a section of its own. */
function sections(entries: TocEntry[]): Section[] {
  const grouped: Section[] = [];
  for (const entry of entries) {
    const parent = grouped.at(-1);
    if (entry.level === 3 && parent) parent.children.push(entry);
    else grouped.push({ ...entry, children: [] });
  }
  return grouped;
}

function Anchor({ entry }: { entry: TocEntry }) {
  return (
    <a
      href={`#${entry.id}`}
      onClick={(event) => {
        event.preventDefault();
        window.history.pushState(window.history.state, '', `#${entry.id}`);
        scrollToHash(`#${entry.id}`);
      }}
    >
      {entry.text}
    </a>
  );
}

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length < 2) return null;
  return (
    <nav aria-label="目次" className={classes.toc}>
      <details open>
        <summary className={classes.summary}>目次</summary>
        <ol className={classes.sections}>
          {sections(entries).map((section) => (
            <li key={section.id}>
              <Anchor entry={section} />
              {section.children.length > 0 && (
                <ul className={classes.children}>
                  {section.children.map((child) => (
                    <li key={child.id}>
                      <Anchor entry={child} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
