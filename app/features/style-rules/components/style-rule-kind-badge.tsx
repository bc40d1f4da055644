// A rule's kind as a coloured label: NG words in red, as the editor lists them.
import { Badge } from '@mantine/core';
import { STYLE_RULE_KIND_LABEL, type StyleRuleKind } from '../../../../contract/style-rules.ts';

const COLOR: Record<StyleRuleKind, string> = { variant: 'blue', brand: 'grape', ng: 'red' };

export function StyleRuleKindBadge({ kind }: { kind: StyleRuleKind }) {
  return (
    <Badge color={COLOR[kind]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {STYLE_RULE_KIND_LABEL[kind]}
    </Badge>
  );
}
