import {
  OperationNodeTransformer,
  ValueNode,
  type KyselyPlugin,
  type LimitNode,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryNode,
  type UnknownRow,
} from 'kysely';

/** A whole number a query bound, which may be written in the statement's text as it is. */
function wholeNumber(node: OperationNode): number | undefined {
  if (!ValueNode.is(node) || node.immediate) return undefined;
  return Number.isSafeInteger(node.value) ? (node.value as number) : undefined;
}

class LiteralLimits extends OperationNodeTransformer {
  protected override transformLimit(node: LimitNode): LimitNode {
    const limit = wholeNumber(node.limit);
    return limit === undefined
      ? super.transformLimit(node)
      : { ...node, limit: ValueNode.createImmediate(limit) };
  }

  protected override transformSelectQuery(node: SelectQueryNode): SelectQueryNode {
    const transformed = super.transformSelectQuery(node);
    const offset = transformed.offset && wholeNumber(transformed.offset.offset);
    return offset === 0 ? { ...transformed, offset: undefined } : transformed;
  }
}

/**
 * A LIMIT is written in the statement's text, and an OFFSET of zero is left out (ADR 038). With a
 * LIMIT it cannot see, PostgreSQL costs a generic plan for a tenth of the table, never prefers it,
 * and plans a page again on every request. Limits are few (a page size, a batch, a cap), so the
 * texts stay few; offsets are many and stay bound, so a first page or a keyset page, which has
 * none, keeps its generic plan.
 */
export class LiteralLimitsPlugin implements KyselyPlugin {
  readonly #transformer = new LiteralLimits();

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(node);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}
