// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice ERC20 transfers that accept tokens returning nothing and revert on any failure.
/// Encoded by hand in scratch memory (past the free memory pointer, never kept): these run on
/// every swap, several times.
library SafeTransfer {
    error TransferFailed(address token);
    error NativeTransferFailed(address to);

    /// @dev A transfer succeeded when the call did and it returned true, or returned nothing
    /// from a token with code (tokens that predate the standard's return value).
    function transfer(address token, address to, uint256 amount) internal {
        bool ok;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, shl(224, 0xa9059cbb)) // transfer(address,uint256)
            mstore(add(ptr, 0x04), to)
            mstore(add(ptr, 0x24), amount)
            ok := call(gas(), token, 0, ptr, 0x44, 0, 0x20)
            // The token's code is looked at only when it returned nothing (a call saved otherwise).
            switch returndatasize()
            case 0 { ok := and(ok, gt(extcodesize(token), 0)) }
            default { ok := and(ok, and(gt(returndatasize(), 31), eq(mload(0), 1))) }
        }
        if (!ok) revert TransferFailed(token);
    }

    function transferFrom(address token, address from, address to, uint256 amount) internal {
        bool ok;
        assembly ("memory-safe") {
            let ptr := mload(0x40)
            mstore(ptr, shl(224, 0x23b872dd)) // transferFrom(address,address,uint256)
            mstore(add(ptr, 0x04), from)
            mstore(add(ptr, 0x24), to)
            mstore(add(ptr, 0x44), amount)
            ok := call(gas(), token, 0, ptr, 0x64, 0, 0x20)
            // The token's code is looked at only when it returned nothing (a call saved otherwise).
            switch returndatasize()
            case 0 { ok := and(ok, gt(extcodesize(token), 0)) }
            default { ok := and(ok, and(gt(returndatasize(), 31), eq(mload(0), 1))) }
        }
        if (!ok) revert TransferFailed(token);
    }

    function transferNative(address to, uint256 amount) internal {
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert NativeTransferFailed(to);
    }

    /// @dev Reverts (with the token's revert data) when the call fails or returns less than a word.
    function balanceOf(address token, address account) internal view returns (uint256 amount) {
        assembly ("memory-safe") {
            mstore(0, shl(224, 0x70a08231)) // balanceOf(address)
            mstore(0x04, account)
            let ok := staticcall(gas(), token, 0, 0x24, 0, 0x20)
            if iszero(and(ok, gt(returndatasize(), 31))) {
                let ptr := mload(0x40)
                returndatacopy(ptr, 0, returndatasize())
                revert(ptr, returndatasize())
            }
            amount := mload(0)
        }
    }
}
