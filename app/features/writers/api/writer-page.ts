// The shape every staff writer list answers with (list, search, trash).
import type { Meta } from '../../../../contract/common.ts';
import type { Writer } from '../../../../contract/writers.ts';

export type WriterPage = { writers: Writer[]; meta: Meta };
