// A feed read with a real XML parser (saxes, as the WordPress import reads its exports), into a small
// tree the feed checkers walk. A document that is not well-formed XML, or names an undeclared prefix,
// throws here.
import { SaxesParser } from 'saxes';

export type XmlElement = {
  /** The name as written, prefix included (`snf:logo`). */
  name: string;
  uri: string;
  local: string;
  attributes: Record<string, string>;
  /** Namespaces the element declares, by prefix. */
  declares: Record<string, string>;
  children: XmlElement[];
  /** The element's own text, CDATA included. */
  text: string;
  /** Whether any of that text came in a CDATA section. */
  cdata: boolean;
};

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.name,
      uri: tag.uri ?? '',
      local: tag.local ?? tag.name,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.name, a.value])),
      declares: { ...(tag.ns ?? {}) },
      children: [],
      text: '',
      cdata: false,
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = stack.at(-1);
    if (current) {
      current.text += text;
      current.cdata = true;
    }
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}
