// SPDX-License-Identifier: MIT
// A launchpad collection on chain (issue 13 Build 4): an ERC-721 whose tokens are minted by the player's
// own wallet with an EIP-712 voucher the server signs for a live reservation (the player's bound
// wallet, a token id, an expiry), or airdropped by the server's minter key for offchain collections.
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

contract LevelUpCollection is ERC721, EIP712 {
    bytes32 private constant MINT_VOUCHER_TYPEHASH =
        keccak256("MintVoucher(address to,uint256 tokenId,uint256 expiresAt)");

    /// The server's key: signs vouchers and airdrops.
    address public immutable minter;

    error VoucherExpired();
    error WrongWallet();
    error InvalidVoucher();
    error NotMinter();

    constructor(string memory name_, string memory symbol_, address minter_)
        ERC721(name_, symbol_)
        EIP712("LevelUpCollection", "1")
    {
        minter = minter_;
    }

    /// Mints `tokenId` to the caller, who must be the voucher's wallet. A token id mints once, so a
    /// voucher cannot be used twice; the EIP-712 domain names this contract and chain, so a voucher of
    /// another collection or chain does not verify.
    function mint(address to, uint256 tokenId, uint256 expiresAt, bytes calldata signature) external {
        if (block.timestamp > expiresAt) revert VoucherExpired();
        if (msg.sender != to) revert WrongWallet();
        bytes32 digest =
            _hashTypedDataV4(keccak256(abi.encode(MINT_VOUCHER_TYPEHASH, to, tokenId, expiresAt)));
        if (ECDSA.recover(digest, signature) != minter) revert InvalidVoucher();
        _safeMint(to, tokenId);
    }

    /// Offchain collections: the server mints to the player's wallet itself.
    function airdrop(address to, uint256 tokenId) external {
        if (msg.sender != minter) revert NotMinter();
        _safeMint(to, tokenId);
    }
}
