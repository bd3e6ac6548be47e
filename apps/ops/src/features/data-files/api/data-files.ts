// issue 29 §3: data changes with a preview; every applied file kept, any earlier version re-applied.
import { queryOptions } from '@tanstack/react-query';
import {
  OpsApplyDataFileDocument,
  OpsDataFileHistoryDocument,
  OpsPreviewDataFileDocument,
  OpsReapplyDataFileDocument,
} from '@levelup/api/generated/ops/graphql';
import { api } from '#app/api-client.ts';

export const dataFileKeys = { history: ['ops', 'data-files', 'history'] as const };

export const dataFileHistoryQueryOptions = () =>
  queryOptions({
    queryKey: dataFileKeys.history,
    queryFn: async () =>
      (await api.request(OpsDataFileHistoryDocument, { limit: 50 })).opsDataFileHistory,
  });

export const previewDataFile = async (name: string, text: string) =>
  (await api.request(OpsPreviewDataFileDocument, { name, text })).opsPreviewDataFile;

/** Applies the previewed text: its sha256 is the confirmation. */
export const applyDataFile = async (input: {
  name: string;
  text: string;
  sha256: string;
  reason: string;
}) => (await api.request(OpsApplyDataFileDocument, input)).opsApplyDataFile;

export const reapplyDataFile = async (version: number, reason: string) =>
  (await api.request(OpsReapplyDataFileDocument, { version, reason })).opsReapplyDataFile;
