// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title SlotFloodToken
/// @notice Test double: a working ERC20 whose `allowance` view first reads `flood` unrelated
/// storage slots, so that its access list names thousands of slots (an attack on storage-slot
/// probing: one probe per slot would be thousands of RPC calls).
contract SlotFloodToken {
    string public constant name = "Slot Flood";
    string public constant symbol = "FLOOD";
    uint8 public constant decimals = 18;
    uint256 public immutable flood;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) private _allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(uint256 flood_, uint256 supply) {
        flood = flood_;
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
        emit Transfer(address(0), msg.sender, supply);
    }

    /// @notice The allowance, after reading `flood` slots (none of which holds it: overriding one gives 0).
    function allowance(address owner, address spender) external view returns (uint256) {
        return _noise() == 0 ? _allowance[owner][spender] : 0;
    }

    /// @notice A computed value behind the same `flood` slots: no single slot holds it.
    function quota(address) external view returns (uint256) {
        return _noise() == 0 ? 7 : 0;
    }

    function _noise() private view returns (uint256 noise) {
        for (uint256 i = 0; i < flood; ++i) {
            bytes32 slot = keccak256(abi.encode("flood", i));
            assembly ("memory-safe") {
                noise := or(noise, sload(slot))
            }
        }
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        _allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _move(msg.sender, to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = _allowance[from][msg.sender];
        if (allowed != type(uint256).max) _allowance[from][msg.sender] = allowed - amount;
        _move(from, to, amount);
        return true;
    }

    function _move(address from, address to, uint256 amount) private {
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
