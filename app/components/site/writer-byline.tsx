// A writer's よみ, 肩書き and links to their own accounts, wherever the public pages name a writer
// (the writer's page, an article's byline and its writer box), and the same as structured data.
import { SNS_SERVICES, type SnsLinks } from '../../../contract/sns-links.ts';
import classes from './writer-byline.module.css';

type Byline = { name: string; reading: string | null; job_title: string | null; sns_links: SnsLinks };

export function WriterReading({ writer }: { writer: Pick<Byline, 'reading'> }) {
  return writer.reading ? <p className={classes.reading}>{writer.reading}</p> : null;
}

export function WriterJobTitle({ writer }: { writer: Pick<Byline, 'job_title'> }) {
  return writer.job_title ? <p className={classes.jobTitle}>{writer.job_title}</p> : null;
}

export function WriterLinks({ writer }: { writer: Pick<Byline, 'name' | 'sns_links'> }) {
  const links = SNS_SERVICES.filter(({ key }) => writer.sns_links[key]);
  if (links.length === 0) return null;
  return (
    <ul className={classes.links} aria-label={`${writer.name}さんのSNS・Webサイト`}>
      {links.map(({ key, label }) => (
        <li key={key}>
          <a className={classes.link} href={writer.sns_links[key]} target="_blank" rel="me noopener noreferrer">
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** schema.org Person's own fields: the accounts as `sameAs`, the 肩書き as `jobTitle`. */
export function personExtras(writer: Byline) {
  const sameAs = SNS_SERVICES.flatMap(({ key }) => writer.sns_links[key] ?? []);
  return {
    ...(writer.reading && { alternateName: writer.reading }),
    ...(writer.job_title && { jobTitle: writer.job_title }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}
