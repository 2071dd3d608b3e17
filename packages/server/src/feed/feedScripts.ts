import { FEED_SNAPSHOT_VERSION } from './encodeFeedSnapshot.js'

/**
 * Publishes one entry while the caller holds the lease (fenced: a follower that lost it publishes
 * nothing). KEYS: lease, stream, snapshot. ARGV: token, maxLength, type, block, hash, parent, at,
 * data, the snapshot's chunk count (0 for none), then its chunks. The snapshot hash is replaced
 * whole (no chunk of a larger one before it is left). Returns the entry's ID, or nil without the lease.
 */
export const publishScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return false end
local id = redis.call('XADD', KEYS[2], 'MAXLEN', ARGV[2], '*', 'v', '1', 'type', ARGV[3], 'block', ARGV[4], 'hash', ARGV[5], 'parent', ARGV[6], 'at', ARGV[7], 'data', ARGV[8])
local chunks = tonumber(ARGV[9])
if chunks > 0 then
  redis.call('DEL', KEYS[3])
  redis.call('HSET', KEYS[3], 'v', '${FEED_SNAPSHOT_VERSION}', 'id', id, 'block', ARGV[4], 'hash', ARGV[5], 'at', ARGV[7], 'chunks', ARGV[9])
  for chunk = 1, chunks do redis.call('HSET', KEYS[3], 'data' .. (chunk - 1), ARGV[9 + chunk]) end
end
return id
`

/**
 * Takes the lease when free, or renews it when the caller holds it; then takes a replica's request
 * for a fresh snapshot. KEYS: lease, resync. ARGV: token, ms. Returns 0 when another holds the
 * lease, 1 when held, 2 when held and a snapshot was asked for.
 */
export const leaseScript = `
local holder = redis.call('GET', KEYS[1])
if holder == false then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
elseif holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2])
else return 0 end
return 1 + redis.call('DEL', KEYS[2])
`

/** Gives the lease up when the caller holds it. KEYS: lease. ARGV: token. */
export const releaseScript = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`
