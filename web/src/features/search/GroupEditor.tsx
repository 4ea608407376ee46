import { Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SEARCH_LIMITS, isGroup, type SearchNode } from '@tessera/domain/search/query';
import { CrossIcon } from '../../components/icons';
import { ConditionEditor } from './ConditionEditor';
import { groupOf, issuesUnder, kindOf, newCondition, type Group, type GroupKind } from './conditions';
import type { SearchVocabulary } from './useSearchVocabulary';

interface Props {
  group: Group;
  /** where it is in the query (`query.where`, `query.where.all.2`): issue paths and test ids */
  at: string;
  depth: number;
  vocabulary: SearchVocabulary;
  issues: readonly { path: string; message: string }[];
  onChange: (next: Group | null) => void;
}

/** A group of conditions: AND (all) or OR (any), its conditions and groups, nested up to the query's depth limit. */
export function GroupEditor({ group, at, depth, vocabulary, issues, onChange }: Props) {
  const { t } = useTranslation();
  const kind = kindOf(group);
  const children = 'all' in group ? group.all : group.any;
  const testId = at.replaceAll('.', '-');
  const set = (i: number, node: SearchNode | null) =>
    onChange(groupOf(kind, node === null ? children.filter((_, k) => k !== i) : children.map((c, k) => (k === i ? node : c))));
  const add = (node: SearchNode) => onChange(groupOf(kind, [...children, node]));
  const own = issuesUnder(issues, at).filter((i) => i.path === at);
  return (
    <Stack
      gap="3"
      p={depth === 0 ? '0' : '3'}
      borderWidth={depth === 0 ? '0' : '1px'}
      borderStyle="dashed"
      borderRadius="md"
      role="group"
      aria-label={depth === 0 ? undefined : t('search.groupLabel')}
      data-testid={`group-${testId}`}
    >
      <HStack gap="2" flexWrap="wrap">
        <label htmlFor={`match-${testId}`}>
          <Text fontSize="sm">{t('search.matchLabel')}</Text>
        </label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={`match-${testId}`}
            value={kind}
            onChange={(e) => onChange(groupOf(e.currentTarget.value as GroupKind, children))}
            data-testid={`match-${testId}`}
          >
            <option value="all">{t('search.match.all')}</option>
            <option value="any">{t('search.match.any')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {depth > 0 && (
          <IconButton size="sm" variant="ghost" ml="auto" aria-label={t('search.removeGroup')} onClick={() => onChange(null)}>
            <CrossIcon />
          </IconButton>
        )}
      </HStack>
      {children.length === 0 && depth === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('search.noConditions')}
        </Text>
      )}
      {children.map((child, i) => {
        const key = `${at}.${kind}.${i}`;
        if (isGroup(child))
          return (
            <GroupEditor
              key={key}
              group={child}
              at={key}
              depth={depth + 1}
              vocabulary={vocabulary}
              issues={issues}
              onChange={(next) => set(i, next)}
            />
          );
        const mine = Object.fromEntries(
          issuesUnder(issues, key).map((issue) => [issue.path.slice(key.length + 1) || 'field', issue.message]),
        );
        return (
          <ConditionEditor
            key={key}
            condition={child}
            vocabulary={vocabulary}
            issues={mine}
            testId={`condition-${key.replaceAll('.', '-')}`}
            onChange={(next) => set(i, next)}
          />
        );
      })}
      {own.map((issue) => (
        <Text key={issue.message} color="fg.error" fontSize="sm" role="alert">
          {t(issue.message)}
        </Text>
      ))}
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => add(newCondition(vocabulary.fields[0]!))}
          data-testid={`add-condition-${testId}`}
        >
          {t('search.addCondition')}
        </Button>
        {depth + 1 < SEARCH_LIMITS.depth && (
          <Button size="sm" variant="ghost" onClick={() => add({ any: [] })} data-testid={`add-group-${testId}`}>
            {t('search.addGroup')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
