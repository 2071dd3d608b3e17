// autocannon's `setupClient` for the `http` section's mixed run, a file because autocannon's
// worker thread requires it. autocannon starts every connection at the first of its `requests`
// and moves them all through the list in step, so all 64 connections would ask for the same order
// at once (64 stable-pool buys in one batch, then 64 cheap sells): a convoy no traffic has, which
// set the run's p99. Each connection here starts at the next order of the mix instead.
let connections = 0

module.exports = function staggerMixedOrders(client) {
  const requests = client.opts.requests
  const first = connections++ % requests.length
  client.setRequests([...requests.slice(first), ...requests.slice(0, first)])
}
