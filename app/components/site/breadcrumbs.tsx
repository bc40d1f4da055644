// The trail above a page's title; the last item is the page itself and is not a link.
import { Link } from 'react-router';
import classes from './breadcrumbs.module.css';

export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="パンくずリスト">
      <ol className={classes.list}>
        {items.map((item) => (
          <li key={`${item.label}${item.to ?? ''}`} className={classes.item}>
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
