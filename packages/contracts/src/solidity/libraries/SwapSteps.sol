// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IExecutor} from "../interfaces/IExecutor.sol";
import {IWrappedNative} from "../interfaces/IWrappedNative.sol";
import {SafeTransfer} from "./SafeTransfer.sol";

/// @title SwapSteps
/// @notice The shared core of the swap logic and the executors. All of it runs in the context of
/// the contract holding the user's approval (the router), by DELEGATECALL; the state of one swap
/// lives in transient storage there, under namespaced slots:
/// - the payer (the user, or the router itself: native input it wraps on demand, or the tokens
///   a zap or rebalance took into the router earlier in the same call) with the native-input
///   flag, the one token it may pay (the swap's input) and what is left of its budget (amountIn,
///   or maxAmountIn for buy);
/// - the pool expected to call back next and the executor that handles that callback;
/// - the registry of allowed executors (persistent storage, written by the router's owner).
/// The context is set afresh by `begin` for every swap and ended by `end` after it; outside a
/// swap no pool is expected, so the caller (which holds its own re-entrancy lock) hands no
/// callback to `forwardCallback`.
library SwapSteps {
    /// @dev The payer's address, with bit 160 set when the input is native (wrapped on demand).
    bytes32 internal constant PAYER_SLOT = keccak256("sluice.swap.payer");
    bytes32 internal constant INPUT_TOKEN_SLOT = keccak256("sluice.swap.inputToken");
    bytes32 internal constant REMAINING_BUDGET_SLOT = keccak256("sluice.swap.remainingBudget");
    bytes32 internal constant EXPECTED_POOL_SLOT = keccak256("sluice.swap.expectedPool");
    bytes32 internal constant CALLBACK_EXECUTOR_SLOT = keccak256("sluice.swap.callbackExecutor");
    bytes32 internal constant EXECUTORS_SLOT = keccak256("sluice.executors");
    uint256 private constant NATIVE_INPUT_FLAG = 1 << 160;

    error ExecutorNotAllowed(address executor);
    error UnexpectedCallback(address caller);
    error NoSwapInProgress();
    error InputBudgetExceeded(uint256 amount, uint256 remaining);
    error PayerTokenMismatch(address token, address inputToken);
    error MalformedRoute();

    // ---- transient context ----

    function tget(bytes32 slot) internal view returns (uint256 value) {
        assembly ("memory-safe") {
            value := tload(slot)
        }
    }

    function tset(bytes32 slot, uint256 value) internal {
        assembly ("memory-safe") {
            tstore(slot, value)
        }
    }

    /// @notice Starts a swap's payment context.
    function begin(address payer, address inputToken, bool nativeInput, uint256 budget) internal {
        tset(PAYER_SLOT, uint160(payer) | (nativeInput ? NATIVE_INPUT_FLAG : 0));
        tset(INPUT_TOKEN_SLOT, uint160(inputToken));
        tset(REMAINING_BUDGET_SLOT, budget);
    }

    /// @notice Ends a swap's context: no pool is expected any more (no callback reaches an
    /// executor) and no input token is set (`pay` refuses the payer), so no later call in the
    /// transaction can pay from this payer. The payer and its budget stay behind, inert, until the
    /// next `begin` overwrites them (transient storage clears with the transaction).
    function end() internal {
        tset(INPUT_TOKEN_SLOT, 0);
        tset(EXPECTED_POOL_SLOT, 0);
    }

    /// @notice What is left of the payer's budget in this swap (the budget less what it paid).
    function remainingBudget() internal view returns (uint256) {
        return tget(REMAINING_BUDGET_SLOT);
    }

    /// @notice Accept exactly one callback, from `pool`, handled by `executor` (this executor's own address).
    function expectCallback(address pool, address executor) internal {
        tset(EXPECTED_POOL_SLOT, uint160(pool));
        tset(CALLBACK_EXECUTOR_SLOT, uint160(executor));
    }

    /// @notice Expect no callback (after the pool's call: whether or not it called back). The
    /// callback executor is left as it was: it is read only for an expected pool, and
    /// `expectCallback` sets both.
    function clearCallback() internal {
        tset(EXPECTED_POOL_SLOT, 0);
    }

    /// @notice Whether this call is the swap callback of the step in progress: from its pool,
    /// expected only while the step runs (inside the caller's lock), and taken once.
    function isExpectedCallback() internal view returns (bool) {
        uint256 pool = tget(EXPECTED_POOL_SLOT);
        // A call (an eth_call) can come from the zero address: no pool expected never matches.
        return pool != 0 && pool == uint160(msg.sender);
    }

    /// @notice Hands the expected pool's swap callback, whatever its selector (forks rename it),
    /// to the executor of the step in progress, which pays it (the executor's fallback gets the
    /// callback's calldata); the pool is expected no more. Call it only when `isExpectedCallback`.
    /// Never returns: ends the call frame.
    function forwardCallback() internal {
        tset(EXPECTED_POOL_SLOT, 0);
        address executor = address(uint160(tget(CALLBACK_EXECUTOR_SLOT)));
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            calldatacopy(ptr, 0, calldatasize())
            let ok := delegatecall(gas(), executor, ptr, calldatasize(), 0, 0)
            returndatacopy(ptr, 0, returndatasize())
            switch ok
            case 0 { revert(ptr, returndatasize()) }
            default { return(ptr, returndatasize()) }
        }
    }

    // ---- executor registry (persistent storage of the router) ----

    function executorSlot(address executor) private pure returns (bytes32 slot) {
        // keccak256(abi.encode(executor, EXECUTORS_SLOT)), in scratch space.
        bytes32 base = EXECUTORS_SLOT;
        assembly ("memory-safe") {
            mstore(0, executor)
            mstore(0x20, base)
            slot := keccak256(0, 0x40)
        }
    }

    function isExecutor(address executor) internal view returns (bool allowed) {
        bytes32 slot = executorSlot(executor);
        assembly ("memory-safe") {
            allowed := sload(slot)
        }
    }

    function setExecutor(address executor, bool allowed) internal {
        bytes32 slot = executorSlot(executor);
        assembly ("memory-safe") {
            sstore(slot, allowed)
        }
    }

    // ---- steps and payments ----
    //
    // A step record, packed: address executor (20 bytes) | uint16 data length | data (the DEX's
    // own bytes: pool, tokens, ...). A pay context, packed: uint8 fromPayer | step records of the
    // previous steps of the path (buy mode only; empty otherwise).

    /// @notice Pay context's first byte: the payer pays (1), or this contract's own balance (the previous step's output) does (0).
    bytes1 internal constant PAY_FROM_PAYER = 0x01;
    bytes1 internal constant PAY_FROM_SELF = 0x00;

    /// @notice `execute` for a step read in place from the route (calldata), with the pay context
    /// `contextHead` followed by `contextTail` (the previous steps' records, buy mode; else empty):
    /// the route's hot path, which copies each piece once, straight into the executor's call.
    function executeCalldata(
        address executor,
        bytes calldata data,
        bool exactOut,
        uint256 amount,
        address recipient,
        bytes1 contextHead,
        bytes calldata contextTail
    ) internal returns (uint256 amountIn, uint256 amountOut) {
        uint256 ptr;
        uint256 context;
        assembly ("memory-safe") {
            ptr := mload(0x40)
            let dataPadded := and(add(data.length, 31), not(31))
            let contextLength := add(contextTail.length, 1)
            mstore(add(add(ptr, 0xc4), data.length), 0)
            calldatacopy(add(ptr, 0xc4), data.offset, data.length)
            context := add(add(ptr, 0xc4), dataPadded)
            mstore(context, contextLength)
            mstore(add(add(context, 0x20), contextLength), 0)
            // The head's word is zero past its byte; the tail is copied over those zeros.
            mstore(add(context, 0x20), contextHead)
            calldatacopy(add(context, 0x21), contextTail.offset, contextTail.length)
        }
        return _delegateSwap(executor, ptr, data.length, context, exactOut, amount, recipient);
    }

    /// @notice Executes one step through its executor, which the router's owner must have allowed:
    /// `IExecutor.swap(data, exactOut, amount, recipient, payContext)` (the buy mode's recursion
    /// from `pay`, with the pieces in memory).
    function execute(address executor, bytes memory data, bool exactOut, uint256 amount, address recipient, bytes memory payContext)
        internal
        returns (uint256 amountIn, uint256 amountOut)
    {
        uint256 ptr;
        uint256 context;
        assembly ("memory-safe") {
            ptr := mload(0x40)
            let dataLength := mload(data)
            let contextLength := mload(payContext)
            // The word after each copied tail zeroes its padding (the next write may overlap it).
            mstore(add(add(ptr, 0xc4), dataLength), 0)
            mcopy(add(ptr, 0xc4), add(data, 0x20), dataLength)
            context := add(add(ptr, 0xc4), and(add(dataLength, 31), not(31)))
            mstore(context, contextLength)
            mstore(add(add(context, 0x20), contextLength), 0)
            mcopy(add(context, 0x20), add(payContext, 0x20), contextLength)
        }
        return _delegateSwap(executor, ptr, data.length, context, exactOut, amount, recipient);
    }

    /// @dev The one DELEGATECALL of a step, shared by both encodings: checks the executor is
    /// allowed, writes the call's head at `ptr` before the step's data (at `ptr + 0xc4`, `dataLength`
    /// bytes) and the pay context (length word at `context`, already written), calls, and reads the
    /// two return words by hand (this runs for every step of every swap).
    function _delegateSwap(address executor, uint256 ptr, uint256 dataLength, uint256 context, bool exactOut, uint256 amount, address recipient)
        private
        returns (uint256 amountIn, uint256 amountOut)
    {
        if (!isExecutor(executor)) revert ExecutorNotAllowed(executor);
        bytes4 selector = IExecutor.swap.selector;
        assembly ("memory-safe") {
            mstore(ptr, selector)
            mstore(add(ptr, 0x04), 0xa0)
            mstore(add(ptr, 0x24), exactOut)
            mstore(add(ptr, 0x44), amount)
            mstore(add(ptr, 0x64), recipient)
            mstore(add(ptr, 0x84), sub(context, add(ptr, 0x04)))
            mstore(add(ptr, 0xa4), dataLength)
            let size := sub(add(add(context, 0x20), and(add(mload(context), 31), not(31))), ptr)
            if iszero(delegatecall(gas(), executor, ptr, size, 0, 0)) {
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
            if lt(returndatasize(), 0x40) { revert(0, 0) }
            returndatacopy(0, 0, 0x40)
            amountIn := mload(0)
            amountOut := mload(0x20)
        }
    }

    /// @notice Pays `amount` of `token` to `to` (the pool being swapped with) as the context says:
    /// when previous steps remain (buy mode), the last of them runs for exactly `amount` of
    /// output, delivered straight to `to`, and pays its own input the same way; otherwise the
    /// payer pays (only the swap's input token, within its budget) or this contract's balance does.
    function pay(address token, uint256 amount, address to, bytes memory context) internal {
        uint256 length = context.length;
        if (length > 1) {
            uint256 offset = 1;
            uint256 last;
            while (offset < length) {
                last = offset;
                offset += 22 + readUint16(context, offset + 20);
            }
            execute(readAddress(context, last), slice(context, last + 22, offset - last - 22), true, amount, to, slice(context, 0, last));
            return;
        }
        if (context[0] == 0) {
            SafeTransfer.transfer(token, to, amount);
            return;
        }
        address inputToken = address(uint160(tget(INPUT_TOKEN_SLOT)));
        if (token != inputToken || inputToken == address(0)) revert PayerTokenMismatch(token, inputToken);
        uint256 remaining = tget(REMAINING_BUDGET_SLOT);
        if (amount > remaining) revert InputBudgetExceeded(amount, remaining);
        tset(REMAINING_BUDGET_SLOT, remaining - amount);
        uint256 payer = tget(PAYER_SLOT);
        if (payer & NATIVE_INPUT_FLAG != 0) {
            IWrappedNative(token).deposit{value: amount}();
            SafeTransfer.transfer(token, to, amount);
        } else if (address(uint160(payer)) == address(this)) {
            // Zap and rebalance: the router pays from what it took from its caller in this call.
            SafeTransfer.transfer(token, to, amount);
        } else {
            SafeTransfer.transferFrom(token, address(uint160(payer)), to, amount);
        }
    }

    // ---- step data in calldata ----

    /// @notice The head most steps' data starts with, `abi.encodePacked(address pool, address
    /// tokenIn, bool zeroForOne)`, read in place; the caller checks `data` holds its 41 bytes.
    function readStepHead(bytes calldata data) internal pure returns (address pool, address tokenIn, bool zeroForOne) {
        assembly ("memory-safe") {
            pool := shr(96, calldataload(data.offset))
            tokenIn := shr(96, calldataload(add(data.offset, 20)))
            zeroForOne := iszero(iszero(byte(0, calldataload(add(data.offset, 40)))))
        }
    }

    // ---- packed bytes in memory ----

    function readAddress(bytes memory b, uint256 offset) internal pure returns (address value) {
        if (offset + 20 > b.length) revert MalformedRoute();
        assembly ("memory-safe") {
            value := shr(96, mload(add(add(b, 0x20), offset)))
        }
    }

    function readUint16(bytes memory b, uint256 offset) internal pure returns (uint256 value) {
        if (offset + 2 > b.length) revert MalformedRoute();
        assembly ("memory-safe") {
            value := shr(240, mload(add(add(b, 0x20), offset)))
        }
    }

    function slice(bytes memory b, uint256 start, uint256 length) internal pure returns (bytes memory out) {
        if (start + length > b.length) revert MalformedRoute();
        out = new bytes(length);
        assembly ("memory-safe") {
            mcopy(add(out, 0x20), add(add(b, 0x20), start), length)
        }
    }
}
