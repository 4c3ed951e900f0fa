import { dirname } from 'node:path';
import * as proto from '@temporalio/proto';
import { patchProtobufRoot } from '@temporalio/proto/lib/patch-protobuf-root';

/*
 * historyFromJSON of @temporalio/common fails in this install ("type must be a Type"): common and proto each got
 * their own copy of protobufjs 8, and protojson only accepts types of its own copy. So the JSON is read with the
 * protojson of the copy @temporalio/proto uses. The temporal CLI's JSON already has canonical enum names.
 */
const protojsonPath = require.resolve('protobufjs/ext/protojson', {
  paths: [dirname(require.resolve('@temporalio/proto/package.json'))],
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fromJson } = require(protojsonPath) as {
  fromJson: (type: unknown, json: unknown, options: unknown) => proto.temporal.api.history.v1.History;
};
const historyType = (patchProtobufRoot(proto) as unknown as { lookupType(name: string): unknown }).lookupType(
  'temporal.api.history.v1.History',
);

/** A workflow history from `temporal workflow show --output json`. */
export function historyFromCliJson(json: unknown): proto.temporal.api.history.v1.History {
  return fromJson(historyType, json, { ignoreUnknownFields: true });
}
