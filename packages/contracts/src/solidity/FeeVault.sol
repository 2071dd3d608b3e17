// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IFeeVault} from "./interfaces/IFeeVault.sol";
import {SafeTransfer} from "./libraries/SafeTransfer.sol";

/// @title FeeVault
/// @notice Holds partner fees. Authorized depositors (the router; later zap and rebalance)
/// transfer a fee here and credit it to a partner ID; the partner's registered recipient claims.
/// A credit must be backed: the vault's balance of the token has to cover everything owed.
/// Native fees use the native address 0xEeee...EEeE and arrive as the credit's value.
contract FeeVault is IFeeVault {
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    address public owner;
    mapping(address => bool) public depositors;
    mapping(uint32 => address) public partnerRecipient;
    /// @notice Fees owed per partner ID and token.
    mapping(uint32 => mapping(address => uint256)) public owed;
    /// @notice Fees owed to all partners per token.
    mapping(address => uint256) public totalOwed;

    event OwnerChanged(address indexed owner);
    event DepositorSet(address indexed depositor, bool allowed);
    event PartnerRecipientSet(uint32 indexed partnerId, address indexed recipient);
    event FeeCredited(uint32 indexed partnerId, address indexed token, uint256 amount);
    event FeeClaimed(uint32 indexed partnerId, address indexed token, address indexed recipient, uint256 amount);

    error NotOwner();
    error NotDepositor();
    error NotPartnerRecipient();
    error UnbackedCredit(address token);
    error NothingToClaim();

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    constructor(address owner_) {
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    function setOwner(address owner_) external onlyOwner {
        owner = owner_;
        emit OwnerChanged(owner_);
    }

    function setDepositor(address depositor, bool allowed) external onlyOwner {
        depositors[depositor] = allowed;
        emit DepositorSet(depositor, allowed);
    }

    function setPartnerRecipient(uint32 partnerId, address recipient) external onlyOwner {
        partnerRecipient[partnerId] = recipient;
        emit PartnerRecipientSet(partnerId, recipient);
    }

    /// @notice Credits `amount` of `token`, already transferred here (or sent as value for native).
    function credit(uint32 partnerId, address token, uint256 amount) external payable {
        if (!depositors[msg.sender]) revert NotDepositor();
        uint256 total = totalOwed[token] + amount;
        uint256 balance = token == NATIVE ? address(this).balance : SafeTransfer.balanceOf(token, address(this));
        if (balance < total || (token != NATIVE && msg.value != 0)) revert UnbackedCredit(token);
        totalOwed[token] = total;
        owed[partnerId][token] += amount;
        emit FeeCredited(partnerId, token, amount);
    }

    /// @notice Sends everything owed to `partnerId` in `token` to its registered recipient (the caller).
    function claim(uint32 partnerId, address token) external returns (uint256 amount) {
        address recipient = partnerRecipient[partnerId];
        if (recipient == address(0) || msg.sender != recipient) revert NotPartnerRecipient();
        amount = owed[partnerId][token];
        if (amount == 0) revert NothingToClaim();
        owed[partnerId][token] = 0;
        totalOwed[token] -= amount;
        emit FeeClaimed(partnerId, token, recipient, amount);
        if (token == NATIVE) SafeTransfer.transferNative(recipient, amount);
        else SafeTransfer.transfer(token, recipient, amount);
    }
}
