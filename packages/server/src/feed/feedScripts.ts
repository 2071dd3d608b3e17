/**
 * Publishes one entry while the caller holds the lease (fenced: a follower that lost it publishes
 * nothing). KEYS: lease, stream, snapshot. ARGV: token, maxLength, type, block, hash, parent, at,
 * data, snapshot data ('' for none). Returns the entry's ID, or nil without the lease.
 */
export const publishScript = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return false end
local id = redis.call('XADD', KEYS[2], 'MAXLEN', ARGV[2], '*', 'v', '1', 'type', ARGV[3], 'block', ARGV[4], 'hash', ARGV[5], 'parent', ARGV[6], 'at', ARGV[7], 'data', ARGV[8])
if ARGV[9] ~= '' then redis.call('HSET', KEYS[3], 'v', '1', 'id', id, 'block', ARGV[4], 'hash', ARGV[5], 'at', ARGV[7], 'data', ARGV[9]) end
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
